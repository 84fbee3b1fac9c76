import { TEST_EMAIL_TEXTS, TestEmailRequestSchema } from '@morphic/contracts';
import { Alert, Button, Card, Group, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailForward } from '@tabler/icons-react';
import { systemDataApi } from '../../../lib/api/clients';
import { schemaForm } from '../../../lib/forms/schema-form';
import { useFormMutation } from '../../../lib/forms/useFormMutation';
import { showToast } from '../../../lib/toast';

/** Sends a test email over the platform's mail path (SMTP, or the dev outbox without it). */
export function TestEmailSetting() {
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    ...schemaForm(TestEmailRequestSchema),
  });
  const send = useFormMutation(form, {
    mutationFn: (body: { email: string }) => systemDataApi.sendTestEmail({ body }),
    fallback: TEST_EMAIL_TEXTS.failed,
    onSuccess: (result) => showToast({ color: 'teal', message: result.message }),
  });

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="test-email-card">
      <Group gap="sm" mb="xs">
        <IconMailForward size={20} color="var(--mantine-color-violet-6)" />
        <Text fw={700}>Test email</Text>
      </Group>
      <Text size="sm" c="dimmed">
        Sends a short message the way every platform mail goes: through SMTP when SMTP_URL is set,
        else into the development outbox (/dev/outbox).
      </Text>
      {send.error && (
        <Alert color="red" mt="md" data-testid="test-email-error">
          {send.error}
        </Alert>
      )}
      <form onSubmit={send.onSubmit} noValidate>
        <Group align="flex-start" gap="sm" mt="md" wrap="wrap">
          <TextInput
            label="Send to"
            placeholder="you@example.com"
            type="email"
            style={{ flex: '1 1 240px' }}
            data-testid="test-email-input"
            {...form.getInputProps('email')}
          />
          <Button
            type="submit"
            mt={{ base: 0, xs: 25 }}
            loading={send.busy}
            leftSection={<IconMailForward size={16} />}
            data-testid="test-email-submit"
          >
            Send test email
          </Button>
        </Group>
      </form>
    </Card>
  );
}
