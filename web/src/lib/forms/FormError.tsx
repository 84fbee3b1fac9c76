import { Alert, type AlertProps } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A failure above a form (or under an action); nothing while there is none. */
export function FormError({
  message,
  testId,
  ...props
}: Omit<AlertProps, 'children' | 'color'> & {
  readonly message: string | null;
  readonly testId: string;
}) {
  if (!message) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} />}
      role="alert"
      {...props}
      data-testid={testId}
    >
      {message}
    </Alert>
  );
}
