import { ForgotPasswordRequestSchema, SIGN_IN_TEXTS, TIMINGS_MS } from '@morphic/contracts';
import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { identityApi } from '../../../lib/api/clients';
import { EmailField } from '../../../lib/forms/EmailField';
import { FormError } from '../../../lib/forms/FormError';
import { schemaForm } from '../../../lib/forms/schema-form';
import { useFormMutation } from '../../../lib/forms/useFormMutation';

function ForgotPasswordForm({
  initialEmail,
  onDone,
}: {
  initialEmail: string;
  onDone: () => void;
}) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: initialEmail },
    ...schemaForm(ForgotPasswordRequestSchema),
  });
  const send = useFormMutation(form, {
    mutationFn: (request) => identityApi.forgotPassword({ body: request, token: null }),
    fallback: SIGN_IN_TEXTS.failedToSendResetEmail,
  });

  const sent = send.succeeded;
  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(onDone, TIMINGS_MS.forgotPasswordAutoClose);
    return () => clearTimeout(timer);
  }, [sent, onDone]);

  if (sent) {
    return (
      <Alert
        color="teal"
        variant="light"
        icon={<IconMailCheck size={18} />}
        data-testid="forgot-password-success"
      >
        <Text size="sm">{SIGN_IN_TEXTS.resetLinkSent}</Text>
        <Text size="sm" mt={4}>
          {SIGN_IN_TEXTS.checkInbox}
        </Text>
      </Alert>
    );
  }
  return (
    <form onSubmit={send.onSubmit} noValidate data-testid="forgot-password-form">
      <Stack gap="md">
        <FormError message={send.error} testId="forgot-password-error" />
        <EmailField
          label={SIGN_IN_TEXTS.emailLabel}
          data-autofocus
          testId="forgot-password-email"
          {...form.getInputProps('email')}
        />
        <Button type="submit" fullWidth loading={send.busy} data-testid="forgot-password-submit">
          {SIGN_IN_TEXTS.sendResetLink}
        </Button>
      </Stack>
    </form>
  );
}

/** 'Reset Password': mails a reset link, says so without telling whether the account exists. */
export function ForgotPasswordDialog({
  opened,
  initialEmail,
  onClose,
}: {
  opened: boolean;
  initialEmail: string;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={SIGN_IN_TEXTS.resetPasswordTitle}
      centered
      radius="md"
      size="sm"
      overlayProps={{ backgroundOpacity: 0.55, blur: 3 }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      <ForgotPasswordForm initialEmail={initialEmail} onDone={onClose} />
    </Modal>
  );
}
