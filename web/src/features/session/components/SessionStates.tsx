import { MESSAGES, SHELL_TEXTS } from '@morphic/contracts';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { errorText } from '../../../lib/api-client';
import { LoadFailedAlert } from '../../shell/components/LoadFailedAlert';

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
    <LoadFailedAlert
      title={MESSAGES.somethingWentWrong}
      detail={errorText(error, MESSAGES.somethingWentWrong)}
      onRetry={retry}
    />
  );
}
