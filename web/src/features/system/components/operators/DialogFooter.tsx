import { OPERATORS_CONSOLE_TEXTS } from '@morphic/contracts';
import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A dialog's Cancel and its action. Without `onAction` the action submits the dialog's form;
 * while `busy`, Cancel is off and the action shows it is running.
 */
export function DialogFooter({
  onCancel,
  busy,
  label,
  testId,
  icon,
  color,
  disabled,
  onAction,
}: {
  onCancel: () => void;
  busy: boolean;
  label: string;
  testId: string;
  icon?: ReactNode;
  color?: string;
  disabled?: boolean;
  onAction?: () => void;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel} disabled={busy}>
        {OPERATORS_CONSOLE_TEXTS.tab.cancel}
      </Button>
      <Button
        type={onAction ? 'button' : 'submit'}
        color={color}
        loading={busy}
        disabled={disabled}
        leftSection={icon}
        onClick={onAction}
        data-testid={testId}
      >
        {label}
      </Button>
    </Group>
  );
}
