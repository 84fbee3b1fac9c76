import {
  ForgotPasswordRequestSchema,
  SIGN_IN_TEXTS,
  TIMINGS_MS,
  type ForgotPasswordRequest,
} from '@morphic/contracts';
import { Alert, Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { errorText } from '../../../lib/api-client';
import { schemaValidator } from '../../../lib/form-validation';
import { sendResetLink } from '../api/password-reset-api';

function ForgotPasswordForm({
  initialEmail,
  onDone,
}: {
  initialEmail: string;
  onDone: () => void;
}) {
  const send = useMutation({ mutationFn: (email: string) => sendResetLink(email) });
  const form = useForm<ForgotPasswordRequest>({
    mode: 'controlled',
    initialValues: { email: initialEmail },
    validate: schemaValidator<ForgotPasswordRequest>(ForgotPasswordRequestSchema),
  });

  const sent = send.isSuccess;
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
    <form
      onSubmit={form.onSubmit((values) => send.mutate(values.email.trim()))}
      noValidate
      data-testid="forgot-password-form"
    >
      <Stack gap="md">
        {send.isError && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            role="alert"
            data-testid="forgot-password-error"
          >
            {errorText(send.error, SIGN_IN_TEXTS.failedToSendResetEmail)}
          </Alert>
        )}
        <TextInput
          label={SIGN_IN_TEXTS.emailLabel}
          placeholder="ada@example.com"
          type="email"
          autoComplete="email"
          data-autofocus
          data-testid="forgot-password-email"
          {...form.getInputProps('email')}
        />
        <Button
          type="submit"
          fullWidth
          loading={send.isPending}
          data-testid="forgot-password-submit"
        >
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
