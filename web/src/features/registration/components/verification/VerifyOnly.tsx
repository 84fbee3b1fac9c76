import {
  LIMITS,
  SIGN_UP_TEXTS,
  TIMINGS_MS,
  isEmailAddress,
  isVerificationCode,
} from '@morphic/contracts';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorText } from '../../../../lib/api-client';
import { verifyEmailCode } from '../../api/registration-api';
import { useResendCooldown } from '../../hooks/useResendCooldown';
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

/** Verify-only mode: prove an existing account's address, then on to the redirect target. */
export function VerifyOnly({ email: initialEmail, redirect }: { email: string; redirect: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [sent, setSent] = useState(false);
  const [state, setState] = useState<VerificationState>('form');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null);
  const cooldown = useResendCooldown();
  useRedirectAfter(state === 'activated', redirect, TIMINGS_MS.redirectAfterVerification);

  if (state === 'activated') {
    return (
      <VerificationCard state="activated" title={TEXTS.activatedTitle}>
        <Activated message={TEXTS.verifyActivated} />
      </VerificationCard>
    );
  }

  const send = async () => {
    setError(null);
    if (!isEmailAddress(email.trim())) return setError(SIGN_UP_TEXTS.invalidEmail);
    setBusy('send');
    try {
      await cooldown.send(email.trim());
      setSent(true);
    } catch (failure) {
      setError(
        errorText(
          failure,
          sent ? SIGN_UP_TEXTS.failedToResendVerification : SIGN_UP_TEXTS.failedToSendVerification,
        ),
      );
    } finally {
      setBusy(null);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!sent) return void send();
    setError(null);
    if (!isVerificationCode(code)) return setError(SIGN_UP_TEXTS.codeFormat);
    setBusy('verify');
    try {
      await verifyEmailCode(email.trim(), code);
      setState('activated');
    } catch (failure) {
      setError(errorText(failure, SIGN_UP_TEXTS.verificationFailed));
    } finally {
      setBusy(null);
    }
  };

  return (
    <VerificationCard state="form" title={TEXTS.verifyTitle}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {sent ? SIGN_UP_TEXTS.codeSentTo(email.trim()) : TEXTS.sendFirst}
          </Text>
          {error && <ErrorAlert message={error} />}
          <TextInput
            label={TEXTS.emailLabel}
            type="email"
            autoComplete="email"
            value={email}
            readOnly={sent}
            onChange={(event) => setEmail(event.currentTarget.value)}
            data-testid="verification-email"
          />
          {sent ? (
            <>
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
                  loading={busy === 'send'}
                  onResend={() => void send()}
                />
              </Group>
            </>
          ) : (
            <Button type="submit" loading={busy === 'send'} data-testid="verification-send">
              {SIGN_UP_TEXTS.sendCode}
            </Button>
          )}
        </Stack>
      </form>
    </VerificationCard>
  );
}
