import { Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { TablerIcon } from '@tabler/icons-react';
import { ConfirmModal } from '../ConfirmModal';
import { RowAction } from '../RowAction';
import { useOperatorCommand } from './useOperatorCommand';

export interface OperatorRef {
  readonly id: string;
  readonly handle: string;
}

/** A command on one operator that asks first (spec 03: confirmations required). */
export interface OperatorConfirmation {
  readonly run: (operatorId: string) => Promise<{ message: string }>;
  /** The spec's text for a failure the server does not explain. */
  readonly failure: string;
  readonly actionLabel: string;
  readonly actionTestId: (handle: string) => string;
  readonly title: string;
  /** What the command will do. */
  readonly confirmText: (handle: string) => string;
  readonly confirmLabel: string;
  readonly confirmTestId: string;
  readonly cancelLabel: string;
  readonly color: string;
  readonly icon: TablerIcon;
}

export interface ConfirmOperatorDialogProps {
  readonly operator: OperatorRef;
  readonly opened: boolean;
  readonly onClose: () => void;
  readonly onDone?: () => void;
}

/**
 * The confirmation, then the command: every operator list refetches and `onDone` runs. For a
 * menu that opens it itself.
 */
export function ConfirmOperatorDialog({
  confirmation: c,
  operator,
  opened,
  onClose,
  onDone,
}: ConfirmOperatorDialogProps & { readonly confirmation: OperatorConfirmation }) {
  const command = useOperatorCommand(
    () => c.run(operator.id),
    c.failure,
    () => {
      onClose();
      onDone?.();
    },
  );
  return (
    <ConfirmModal
      opened={opened}
      onClose={onClose}
      title={c.title}
      cancelLabel={c.cancelLabel}
      confirmLabel={c.confirmLabel}
      confirmColor={c.color}
      confirmIcon={<c.icon size={16} />}
      busy={command.isPending}
      onConfirm={() => command.mutate()}
      confirmTestId={c.confirmTestId}
    >
      <Text size="sm">{c.confirmText(operator.handle)}</Text>
    </ConfirmModal>
  );
}

export interface ConfirmedOperatorActionProps {
  readonly operator: OperatorRef;
  readonly onDone?: () => void;
  readonly iconOnly?: boolean;
}

/** The row action that opens the confirmation. */
export function ConfirmedOperatorAction({
  confirmation,
  operator,
  onDone,
  iconOnly = false,
}: ConfirmedOperatorActionProps & { readonly confirmation: OperatorConfirmation }) {
  const [opened, dialog] = useDisclosure(false);
  return (
    <>
      <RowAction
        label={confirmation.actionLabel}
        icon={<confirmation.icon size={14} />}
        color={confirmation.color}
        iconOnly={iconOnly}
        onClick={dialog.open}
        testId={confirmation.actionTestId(operator.handle)}
      />
      <ConfirmOperatorDialog
        confirmation={confirmation}
        operator={operator}
        opened={opened}
        onClose={dialog.close}
        onDone={onDone}
      />
    </>
  );
}
