import { ACCOUNT_SETTINGS_TEXTS } from '@morphic/contracts';
import { Alert, Button, Card, Group, Text } from '@mantine/core';
import { IconKey, IconMailCheck } from '@tabler/icons-react';
import { identityApi } from '../../../lib/api/clients';
import { FormError } from '../../../lib/forms/FormError';
import { useReportedMutation } from '../../../lib/forms/useReportedMutation';

const T = ACCOUNT_SETTINGS_TEXTS.password;

/** Mails the user a reset link; shows the server's answer, or the spec's default. */
export function PasswordResetCard({ email }: { email: string }) {
  const reset = useReportedMutation({
    mutationFn: () => identityApi.passwordResetRequest({ body: { username_or_email: email } }),
    fallback: T.failure,
  });
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
        onClick={() => reset.run()}
        loading={reset.busy}
        disabled={reset.succeeded}
        data-testid="password-reset-request"
        style={{ alignSelf: 'flex-start' }}
      >
        {T.button}
      </Button>
      {reset.result && (
        <Alert
          mt="md"
          color="teal"
          icon={<IconMailCheck size={18} />}
          data-testid="password-reset-message"
        >
          {reset.result.message || T.defaultSuccess}
        </Alert>
      )}
      <FormError mt="md" message={reset.error} testId="password-reset-error" />
    </Card>
  );
}
