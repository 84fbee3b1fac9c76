import { ONBOARDING_TEXTS } from '@morphic/contracts';
import { Button, Group, Modal, Text } from '@mantine/core';

/** Asks before dropping a blocked skill (spec 02: "after confirmation"). */
export function DropSkillModal({
  skill,
  onCancel,
  onConfirm,
}: {
  skill: string | null;
  onCancel: () => void;
  onConfirm: (skill: string) => void;
}) {
  return (
    <Modal
      opened={skill !== null}
      onClose={onCancel}
      title={skill ? ONBOARDING_TEXTS.dropConfirmTitle(skill) : ''}
      centered
    >
      <Text size="sm">{skill ? ONBOARDING_TEXTS.dropConfirmBody(skill) : ''}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} data-testid="drop-skill-cancel">
          {ONBOARDING_TEXTS.cancel}
        </Button>
        <Button
          color="red"
          onClick={() => skill && onConfirm(skill)}
          data-testid="drop-skill-confirm"
        >
          {ONBOARDING_TEXTS.dropConfirm}
        </Button>
      </Group>
    </Modal>
  );
}
