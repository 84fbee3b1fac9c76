import { IMPERSONATION_TEXTS, type AdminOperator } from '@morphic/contracts';
import { Button, Group, Modal, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLock, IconMask } from '@tabler/icons-react';
import { useStartImpersonation } from '../../session/hooks/useStartImpersonation';

/** The row's Impersonate action: confirm, then act as that operator; disabled with the reason. */
export function ImpersonateAction({ operator }: { operator: AdminOperator }) {
  const [opened, modal] = useDisclosure(false);
  const start = useStartImpersonation();
  const name = operator.full_name?.trim() || operator.handle;
  const blocked = operator.impersonation_blocked_reason;

  if (blocked) {
    return (
      <Tooltip label={blocked} withArrow events={{ hover: true, focus: true, touch: true }}>
        <span data-testid={`impersonate-blocked-${operator.handle}`}>
          <Button
            size="compact-sm"
            variant="default"
            disabled
            leftSection={<IconLock size={14} />}
            aria-label={`${IMPERSONATION_TEXTS.impersonate}: ${blocked}`}
            data-testid={`impersonate-${operator.handle}`}
          >
            {IMPERSONATION_TEXTS.impersonate}
          </Button>
        </span>
      </Tooltip>
    );
  }

  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        color="orange"
        leftSection={<IconMask size={14} />}
        onClick={modal.open}
        data-testid={`impersonate-${operator.handle}`}
      >
        {IMPERSONATION_TEXTS.impersonate}
      </Button>
      <Modal
        opened={opened}
        onClose={modal.close}
        title={IMPERSONATION_TEXTS.confirmTitle}
        centered
        radius="lg"
      >
        <Text size="sm">{IMPERSONATION_TEXTS.confirmBody(name)}</Text>
        <Text size="sm" c="dimmed" mt="xs">
          @{operator.handle} · {operator.email}
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={modal.close} disabled={start.isPending}>
            {IMPERSONATION_TEXTS.cancel}
          </Button>
          <Button
            color="orange"
            leftSection={<IconMask size={16} />}
            loading={start.isPending || start.isSuccess}
            onClick={() => start.mutate(operator.id)}
            data-testid="confirm-impersonate"
          >
            {IMPERSONATION_TEXTS.impersonate}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
