import { SIGN_UP_TEXTS, TIMINGS_MS } from '@morphic/contracts';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorText } from '../../../../lib/api-client';
import { AppLink } from '../../../../lib/navigation/AppLink';
import { strengthVerdict } from '../../../password/api/password-strength-api';
import { StrengthMeterDisplay } from '../../../password/components/StrengthMeterDisplay';
import { usePasswordStrength } from '../../../password/hooks/usePasswordStrength';
import { resetPasswordWithToken } from '../../api/registration-api';
import { PasswordMatchHint } from '../../../password/components/PasswordMatchHint';
import { useRedirectAfter } from './useRedirectAfter';
import {
  Activated,
  ErrorAlert,
  VerificationCard,
  type VerificationState,
} from './VerificationCard';

const TEXTS = SIGN_UP_TEXTS.verification;

/** Password reset mode (query `reset_token` and `uid`): a new password, then /settings. */
export function ResetWithToken({ uid, token }: { uid: string | null; token: string | null }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [state, setState] = useState<VerificationState>('form');
  const [message, setMessage] = useState<string>(TEXTS.resetActivated);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const strength = usePasswordStrength(password);
  useRedirectAfter(state === 'activated', '/settings', TIMINGS_MS.redirectAfterReset);

  const missing = !token
    ? SIGN_UP_TEXTS.noResetToken
    : !uid
      ? SIGN_UP_TEXTS.invalidResetToken
      : null;
  if (missing) {
    return (
      <VerificationCard state="error" title={TEXTS.resetTitle}>
        <ErrorAlert message={missing} />
        <Button component={AppLink} href="/" variant="light" data-testid="verification-home">
          {SIGN_UP_TEXTS.returnHome}
        </Button>
      </VerificationCard>
    );
  }

  if (state === 'activated') {
    return (
      <VerificationCard state="activated" title={TEXTS.resetTitle}>
        <Activated message={message} />
      </VerificationCard>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (password !== confirm) return setError(SIGN_UP_TEXTS.passwordsDoNotMatch);
    setBusy(true);
    try {
      const verdict = await strengthVerdict({ password });
      if (!verdict.strength.is_valid) {
        setError(verdict.strength.errors[0] ?? SIGN_UP_TEXTS.passwordNotStrongEnough);
        return;
      }
      const answer = await resetPasswordWithToken(uid ?? '', token ?? '', password);
      if (answer.message) setMessage(answer.message);
      setState('activated');
    } catch (failure) {
      setError(errorText(failure, SIGN_UP_TEXTS.resetFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <VerificationCard state="form" title={TEXTS.resetTitle}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          {error && <ErrorAlert message={error} />}
          <PasswordInput
            label={SIGN_UP_TEXTS.fields.newPassword}
            autoComplete="new-password"
            data-autofocus
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            data-testid="reset-password"
          />
          <StrengthMeterDisplay state={strength} />
          <PasswordInput
            label={SIGN_UP_TEXTS.fields.confirmPassword}
            autoComplete="new-password"
            value={confirm}
            onChange={(event) => setConfirm(event.currentTarget.value)}
            data-testid="reset-confirm-password"
          />
          <PasswordMatchHint password={password} confirm={confirm} testId="reset-password-match" />
          <Button type="submit" mt="xs" loading={busy} data-testid="reset-submit">
            {TEXTS.resetSubmit}
          </Button>
        </Stack>
      </form>
    </VerificationCard>
  );
}
