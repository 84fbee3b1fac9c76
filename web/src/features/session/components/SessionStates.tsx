import { MESSAGES, SHELL_TEXTS } from '@morphic/contracts';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { errorText } from '../../../lib/api-client';

/** While the signed-in user loads. */
export function SessionLoading() {
  return (
    <Center py={80}>
      <Stack align="center" gap="xs">
        <Loader />
        <Text c="dimmed" size="sm">
          {SHELL_TEXTS.loading}
        </Text>
      </Stack>
    </Center>
  );
}

/** When the signed-in user could not be loaded (not a 401, which signs out). */
export function SessionLoadError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} title={MESSAGES.somethingWentWrong}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{errorText(error, MESSAGES.somethingWentWrong)}</Text>
        <Button size="xs" variant="light" color="red" onClick={retry}>
          Retry
        </Button>
      </Stack>
    </Alert>
  );
}
