import {
  LIMITS,
  SIGN_UP_TEXTS,
  TIMINGS_MS,
  generateUsername,
  isVerificationCode,
  type RegisterResponse,
} from '@morphic/contracts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ApiError, errorText } from '../../../../lib/api-client';
import { AppLink } from '../../../../lib/navigation/AppLink';
import { establishSession } from '../../../session/session-actions';
import { registerAccount } from '../../api/registration-api';
import { useResendCooldown } from '../../hooks/useResendCooldown';
import {
  clearPendingRegistration,
  pendingRegistration,
  updatePendingRegistration,
  type PendingRegistration,
} from '../../pending-registration';
import { ResendCodeButton } from '../ResendCodeButton';
import { VerificationCodeField } from '../VerificationCodeField';
import { useRedirectAfter } from './useRedirectAfter';
import {
  Activated,
  ErrorAlert,
  VerificationCard,
  type VerificationState,
} from './VerificationCard';

const TEXTS = SIGN_UP_TEXTS.verification;
const USERNAME_ATTEMPTS = 3;

const isUsernameTaken = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && /username/i.test(error.serverError ?? '');

/**
 * Registers the pending sign-up with the code. The username was generated, so the person
 * cannot fix a clash: a taken one is generated again (a new 3-digit number) and retried.
 */
async function registerPending(
  pending: PendingRegistration,
  code: string,
): Promise<RegisterResponse> {
  let registration = pending;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await registerAccount(registration, code, registration.cv);
    } catch (error) {
      if (!isUsernameTaken(error) || attempt >= USERNAME_ATTEMPTS) throw error;
      registration = { ...registration, username: generateUsername(registration.full_name ?? '') };
      updatePendingRegistration({ username: registration.username });
    }
  }
}

/** Sign-up mode: the code finishes the registration, then on to the character report. */
export function SignUpVerification() {
  const queryClient = useQueryClient();
  const [pending] = useState(pendingRegistration);
  const [state, setState] = useState<VerificationState>(pending ? 'form' : 'error');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);
  const cooldown = useResendCooldown(pending?.resendAvailableAt ?? 0);
  useRedirectAfter(
    state === 'activated',
    '/character-report',
    TIMINGS_MS.redirectAfterVerification,
  );

  if (!pending || state === 'error') {
    return (
      <VerificationCard state="error" title={TEXTS.signUpTitle}>
        <ErrorAlert message={TEXTS.lostSignUp} />
        <Button component={AppLink} href="/join/worker?step=1" data-testid="verification-restart">
          {TEXTS.restart}
        </Button>
      </VerificationCard>
    );
  }

  if (state === 'activated') {
    return (
      <VerificationCard state="activated" title={TEXTS.activatedTitle}>
        <Activated message={TEXTS.signUpActivated} />
      </VerificationCard>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!isVerificationCode(code)) return setError(SIGN_UP_TEXTS.codeFormat);
    setBusy('verify');
    try {
      const response = await registerPending(pending, code);
      establishSession(queryClient, response);
      clearPendingRegistration();
      setState('activated');
    } catch (failure) {
      setError(errorText(failure, SIGN_UP_TEXTS.verificationFailed));
    } finally {
      setBusy(null);
    }
  };

  const resend = async () => {
    setError(null);
    setBusy('resend');
    try {
      await cooldown.send(pending.email);
    } catch (failure) {
      setError(errorText(failure, SIGN_UP_TEXTS.failedToResendVerification));
    } finally {
      setBusy(null);
    }
  };

  return (
    <VerificationCard state="form" title={TEXTS.signUpTitle}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed" data-testid="verification-sent-to">
            {SIGN_UP_TEXTS.codeSentTo(pending.email)}
          </Text>
          {error && <ErrorAlert message={error} />}
          <VerificationCodeField value={code} onChange={setCode} />
          <Button
            type="submit"
            loading={busy === 'verify'}
            disabled={code.length !== LIMITS.codeLength}
            data-testid="verification-submit"
          >
            {SIGN_UP_TEXTS.verify}
          </Button>
          <Group justify="flex-end">
            <ResendCodeButton
              secondsLeft={cooldown.secondsLeft}
              loading={busy === 'resend'}
              onResend={() => void resend()}
            />
          </Group>
        </Stack>
      </form>
    </VerificationCard>
  );
}
