import {
  SIGN_UP_TEXTS,
  SendVerificationRequestSchema,
  TIMINGS_MS,
  isVerificationCode,
} from '@morphic/contracts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { identityApi } from '../../../../lib/api/clients';
import { CodeField } from '../../../../lib/forms/CodeField';
import { EmailField } from '../../../../lib/forms/EmailField';
import { FormError } from '../../../../lib/forms/FormError';
import { schemaForm } from '../../../../lib/forms/schema-form';
import { latestError } from '../../../../lib/forms/form-failure';
import { useFormMutation } from '../../../../lib/forms/useFormMutation';
import { useResendCode } from '../../hooks/useResendCode';
import { useResendCooldown } from '../../hooks/useResendCooldown';
import { useVerificationCodeForm } from '../../hooks/useVerificationCodeForm';
import { ResendCodeButton } from '../ResendCodeButton';
import { useRedirectAfter } from './useRedirectAfter';
import { Activated, VerificationCard } from './VerificationCard';

const TEXTS = SIGN_UP_TEXTS.verification;

/** Verify-only mode: prove an existing account's address, then on to the redirect target. */
export function VerifyOnly({ email, redirect }: { email: string; redirect: string }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const cooldown = useResendCooldown();
  const emailForm = useForm({
    mode: 'controlled',
    initialValues: { email },
    ...schemaForm(SendVerificationRequestSchema),
  });
  const codeForm = useVerificationCodeForm();
  const send = useFormMutation(emailForm, {
    mutationFn: (request) => cooldown.send(request.email),
    fallback: SIGN_UP_TEXTS.failedToSendVerification,
    onSuccess: (_, request) => setSentTo(request.email),
  });
  const resend = useResendCode(cooldown, sentTo ?? '');
  const verify = useFormMutation(codeForm, {
    mutationFn: ({ code }) =>
      identityApi.verifyEmail({ body: { email: sentTo ?? '', code }, token: null }),
    fallback: SIGN_UP_TEXTS.verificationFailed,
  });
  useRedirectAfter(verify.succeeded, redirect, TIMINGS_MS.redirectAfterVerification);

  if (verify.succeeded) {
    return (
      <VerificationCard state="activated" title={TEXTS.activatedTitle}>
        <Activated message={TEXTS.verifyActivated} />
      </VerificationCard>
    );
  }

  return (
    <VerificationCard state="form" title={TEXTS.verifyTitle}>
      <form onSubmit={sentTo ? verify.onSubmit : send.onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {sentTo ? SIGN_UP_TEXTS.codeSentTo(sentTo) : TEXTS.sendFirst}
          </Text>
          <FormError message={latestError(send, resend, verify)} testId="verification-error" />
          <EmailField
            label={TEXTS.emailLabel}
            readOnly={sentTo !== null}
            testId="verification-email"
            {...emailForm.getInputProps('email')}
          />
          {sentTo ? (
            <>
              <CodeField
                label={SIGN_UP_TEXTS.codeLabel}
                testId="verification-code"
                {...codeForm.getInputProps('code')}
              />
              <Button
                type="submit"
                loading={verify.busy}
                disabled={!isVerificationCode(codeForm.values.code)}
                data-testid="verification-submit"
              >
                {SIGN_UP_TEXTS.verify}
              </Button>
              <Group justify="flex-end">
                <ResendCodeButton
                  secondsLeft={cooldown.secondsLeft}
                  loading={resend.busy}
                  onResend={() => resend.run()}
                />
              </Group>
            </>
          ) : (
            <Button type="submit" loading={send.busy} data-testid="verification-send">
              {SIGN_UP_TEXTS.sendCode}
            </Button>
          )}
        </Stack>
      </form>
    </VerificationCard>
  );
}
