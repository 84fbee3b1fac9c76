import { MARKETPLACE_TEXTS, type Recommendation } from '@morphic/contracts';
import { Alert, Button, Group, List, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconCalendarDue } from '@tabler/icons-react';
import { useState } from 'react';
import { randomUuid } from '../../../lib/uuid';
import { takeFailureText, useTakeMission } from '../hooks/useTakeMission';
import { formatDeadline } from '../mission-format';

/**
 * Confirms taking a mission: the operator agrees to deliver by the deadline, and missing it
 * may bring a fine and reduced reliability. A retry after a failure reuses the same
 * Idempotency-Key, so a take that did land is never made twice.
 */
export function TakeTaskModal({
  mission,
  onClose,
}: {
  mission: Recommendation | null;
  onClose: () => void;
}) {
  const take = useTakeMission();
  const [idempotencyKey, setIdempotencyKey] = useState(randomUuid);
  const close = () => {
    if (take.isPending) return;
    take.reset();
    setIdempotencyKey(randomUuid());
    onClose();
  };
  const deadline = mission ? formatDeadline(mission.deadline_at) : null;

  return (
    <Modal
      opened={mission !== null}
      onClose={close}
      title={<Text fw={700}>{MARKETPLACE_TEXTS.confirmTitle}</Text>}
      centered
      radius="lg"
      data-testid="take-task-modal"
    >
      {mission && (
        <Stack gap="md">
          <Text fw={600}>{mission.title}</Text>
          <List spacing="sm" center>
            <List.Item
              icon={
                <ThemeIcon color="violet" variant="light" size={26} radius="xl">
                  <IconCalendarDue size={16} />
                </ThemeIcon>
              }
            >
              <Text size="sm">{MARKETPLACE_TEXTS.confirmCommitment(deadline)}</Text>
            </List.Item>
            <List.Item
              icon={
                <ThemeIcon color="orange" variant="light" size={26} radius="xl">
                  <IconAlertTriangle size={16} />
                </ThemeIcon>
              }
            >
              <Text size="sm">{MARKETPLACE_TEXTS.confirmConsequences}</Text>
            </List.Item>
          </List>
          {take.isError && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="take-task-error">
              {takeFailureText(take.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={take.isPending}>
              {MARKETPLACE_TEXTS.cancel}
            </Button>
            <Button
              loading={take.isPending}
              onClick={() => take.mutate({ missionId: mission.mission_id, idempotencyKey })}
              data-testid="confirm-take-task"
            >
              {MARKETPLACE_TEXTS.confirmTake}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
