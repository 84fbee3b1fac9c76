import { SIGN_UP_TEXTS, TIMINGS_MS, isVerificationCode } from '@morphic/contracts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CodeField } from '../../../../lib/forms/CodeField';
import { FormError } from '../../../../lib/forms/FormError';
import { latestError } from '../../../../lib/forms/form-failure';
import { useFormMutation } from '../../../../lib/forms/useFormMutation';
import { AppLink } from '../../../../lib/navigation/AppLink';
import { establishSession } from '../../../session/session-actions';
import { useResendCode } from '../../hooks/useResendCode';
import { useResendCooldown } from '../../hooks/useResendCooldown';
import { useVerificationCodeForm } from '../../hooks/useVerificationCodeForm';
import {
  clearPendingRegistration,
  pendingRegistration,
  type PendingRegistration,
} from '../../pending-registration';
import { AFTER_SIGN_UP, finishSignUp } from '../../finish-sign-up';
import { ResendCodeButton } from '../ResendCodeButton';
import { useRedirectAfter } from './useRedirectAfter';
import { Activated, VerificationCard } from './VerificationCard';

const TEXTS = SIGN_UP_TEXTS.verification;

/** The pending sign-up's code: it finishes the registration. */
function PendingVerification({ pending }: { pending: PendingRegistration }) {
  const queryClient = useQueryClient();
  const form = useVerificationCodeForm();
  const cooldown = useResendCooldown(pending.resendAvailableAt);
  const verify = useFormMutation(form, {
    mutationFn: ({ code }) => finishSignUp(pending, code),
    fallback: SIGN_UP_TEXTS.verificationFailed,
    onSuccess: (response) => {
      establishSession(queryClient, response);
      clearPendingRegistration();
    },
  });
  const resend = useResendCode(cooldown, pending.email);
  useRedirectAfter(
    verify.succeeded,
    AFTER_SIGN_UP[pending.kind],
    TIMINGS_MS.redirectAfterVerification,
  );

  if (verify.succeeded) {
    return (
      <VerificationCard state="activated" title={TEXTS.activatedTitle}>
        <Activated message={TEXTS.signUpActivated} />
      </VerificationCard>
    );
  }

  return (
    <VerificationCard state="form" title={TEXTS.signUpTitle}>
      <form onSubmit={verify.onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed" data-testid="verification-sent-to">
            {SIGN_UP_TEXTS.codeSentTo(pending.email)}
          </Text>
          <FormError message={latestError(verify, resend)} testId="verification-error" />
          <CodeField
            label={SIGN_UP_TEXTS.codeLabel}
            testId="verification-code"
            {...form.getInputProps('code')}
          />
          <Button
            type="submit"
            loading={verify.busy}
            disabled={!isVerificationCode(form.values.code)}
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
        </Stack>
      </form>
    </VerificationCard>
  );
}

/** Sign-up mode: the code finishes the registration, then on to the character report. */
export function SignUpVerification() {
  const [pending] = useState(pendingRegistration);
  if (pending) return <PendingVerification pending={pending} />;
  return (
    <VerificationCard state="error" title={TEXTS.signUpTitle}>
      <FormError message={TEXTS.lostSignUp} testId="verification-error" />
      <Button component={AppLink} href="/join/worker?step=1" data-testid="verification-restart">
        {TEXTS.restart}
      </Button>
    </VerificationCard>
  );
}
