import { MESSAGES } from '@morphic/contracts';
import { Alert, Button, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';

/** Data a screen needs could not be loaded: what failed, optionally why, and a Retry. */
export function LoadFailedAlert({
  title,
  detail,
  onRetry,
  retrying = false,
  testId,
}: {
  title?: string;
  detail?: string;
  /** Without it the alert offers no Retry (a retry would fail the same way). */
  onRetry?: () => void;
  retrying?: boolean;
  testId?: string;
}) {
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} title={title} data-testid={testId}>
      {detail !== undefined && <Text size="sm">{detail}</Text>}
      {onRetry && (
        <Button
          mt="xs"
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconRefresh size={14} />}
          loading={retrying}
          onClick={onRetry}
        >
          {MESSAGES.retry}
        </Button>
      )}
    </Alert>
  );
}
