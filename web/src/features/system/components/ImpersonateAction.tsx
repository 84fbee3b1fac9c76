import { IMPERSONATION_TEXTS } from '@morphic/contracts';
import { ActionIcon, Button, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLock, IconMask } from '@tabler/icons-react';
import {
  useStartImpersonation,
  type ImpersonationKind,
} from '../../session/hooks/useStartImpersonation';
import { ConfirmModal } from './ConfirmModal';
import { RowAction } from './RowAction';

/** An account a row offers to act as. */
export interface ImpersonationCandidate {
  readonly kind: ImpersonationKind;
  readonly id: string;
  readonly name: string;
  /** Who they are, under the confirmation (handle, email). */
  readonly detail: string;
  /** Why the action is unavailable (null: available). */
  readonly blockedReason: string | null;
  /** Names the row's buttons: `impersonate-<testKey>`. */
  readonly testKey: string;
  readonly confirmTitle: string;
}

/**
 * The row's Impersonate action: confirm, then act as that account; disabled with the reason.
 * `iconOnly` in a table row with many columns.
 */
export function ImpersonateAction({
  candidate,
  iconOnly = false,
}: {
  candidate: ImpersonationCandidate;
  iconOnly?: boolean;
}) {
  const [opened, modal] = useDisclosure(false);
  const start = useStartImpersonation(candidate.kind);
  const blocked = candidate.blockedReason;
  const testId = `impersonate-${candidate.testKey}`;

  if (blocked) {
    return (
      <Tooltip label={blocked} withArrow events={{ hover: true, focus: true, touch: true }}>
        <span data-testid={`impersonate-blocked-${candidate.testKey}`}>
          {iconOnly ? (
            <ActionIcon
              variant="default"
              disabled
              aria-label={`${IMPERSONATION_TEXTS.impersonate}: ${blocked}`}
              data-testid={testId}
            >
              <IconLock size={14} />
            </ActionIcon>
          ) : (
            <Button
              size="compact-sm"
              variant="default"
              disabled
              leftSection={<IconLock size={14} />}
              aria-label={`${IMPERSONATION_TEXTS.impersonate}: ${blocked}`}
              data-testid={testId}
            >
              {IMPERSONATION_TEXTS.impersonate}
            </Button>
          )}
        </span>
      </Tooltip>
    );
  }

  return (
    <>
      <RowAction
        label={IMPERSONATION_TEXTS.impersonate}
        icon={<IconMask size={14} />}
        color="orange"
        iconOnly={iconOnly}
        onClick={modal.open}
        testId={testId}
      />
      <ConfirmModal
        opened={opened}
        onClose={modal.close}
        title={candidate.confirmTitle}
        cancelLabel={IMPERSONATION_TEXTS.cancel}
        confirmLabel={IMPERSONATION_TEXTS.impersonate}
        confirmColor="orange"
        confirmIcon={<IconMask size={16} />}
        busy={start.isPending || start.isSuccess}
        onConfirm={() => start.mutate(candidate.id)}
        confirmTestId="confirm-impersonate"
      >
        <Text size="sm">{IMPERSONATION_TEXTS.confirmBody(candidate.name)}</Text>
        <Text size="sm" c="dimmed" mt="xs">
          {candidate.detail}
        </Text>
      </ConfirmModal>
    </>
  );
}
