import { ACCOUNT_SETTINGS_TEXTS } from '@morphic/contracts';
import { Alert, Button, Card, Group, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconAlertCircle, IconKey, IconMailCheck } from '@tabler/icons-react';
import { errorText } from '../../../lib/api-client';
import { requestPasswordReset } from '../api/password-reset-api';

const T = ACCOUNT_SETTINGS_TEXTS.password;

/** Mails the user a reset link; shows the server's answer, or the spec's default. */
export function PasswordResetCard({ email }: { email: string }) {
  const reset = useMutation({ mutationFn: () => requestPasswordReset(email) });
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="settings-password">
      <Group gap="xs" mb={4}>
        <IconKey size={18} color="var(--mantine-color-violet-6)" />
        <Text fw={700}>{T.title}</Text>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {T.text(email)}
      </Text>
      <Button
        variant="light"
        onClick={() => reset.mutate()}
        loading={reset.isPending}
        disabled={reset.isSuccess}
        data-testid="password-reset-request"
        style={{ alignSelf: 'flex-start' }}
      >
        {T.button}
      </Button>
      {reset.isSuccess && (
        <Alert
          mt="md"
          color="teal"
          icon={<IconMailCheck size={18} />}
          data-testid="password-reset-message"
        >
          {reset.data.message || T.defaultSuccess}
        </Alert>
      )}
      {reset.isError && (
        <Alert
          mt="md"
          color="red"
          icon={<IconAlertCircle size={18} />}
          data-testid="password-reset-error"
        >
          {errorText(reset.error, T.failure)}
        </Alert>
      )}
    </Card>
  );
}
