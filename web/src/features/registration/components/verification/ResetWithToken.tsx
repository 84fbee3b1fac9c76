import { SIGN_UP_TEXTS, TIMINGS_MS } from '@morphic/contracts';
import { Button, Stack } from '@mantine/core';
import { identityApi } from '../../../../lib/api/clients';
import { FormError } from '../../../../lib/forms/FormError';
import { useFormMutation } from '../../../../lib/forms/useFormMutation';
import { AppLink } from '../../../../lib/navigation/AppLink';
import { ConfirmPasswordField } from '../../../password/components/ConfirmPasswordField';
import { NewPasswordField } from '../../../password/components/NewPasswordField';
import { useNewPasswordForm } from '../../../password/hooks/useNewPasswordForm';
import { weakNewPasswordText } from '../../../password/new-password-form';
import { requireStrongPassword } from '../../../password/strength-verdict';
import { useRedirectAfter } from './useRedirectAfter';
import { Activated, VerificationCard } from './VerificationCard';

const TEXTS = SIGN_UP_TEXTS.verification;

/** The new password for the reset link's account: then on to /settings. */
function ResetForm({ uid, token }: { uid: string; token: string }) {
  const form = useNewPasswordForm();
  const reset = useFormMutation(form, {
    mutationFn: async ({ password }) => {
      await requireStrongPassword({ password }, weakNewPasswordText);
      return identityApi.passwordResetVerify({
        body: { uid, token, new_password: password },
        token: null,
      });
    },
    fallback: SIGN_UP_TEXTS.resetFailed,
  });
  useRedirectAfter(reset.succeeded, '/settings', TIMINGS_MS.redirectAfterReset);

  if (reset.result) {
    return (
      <VerificationCard state="activated" title={TEXTS.resetTitle}>
        <Activated message={reset.result.message || TEXTS.resetActivated} />
      </VerificationCard>
    );
  }

  return (
    <VerificationCard state="form" title={TEXTS.resetTitle}>
      <form onSubmit={reset.onSubmit} noValidate>
        <Stack gap="sm">
          <FormError message={reset.error} testId="verification-error" />
          <NewPasswordField
            label={SIGN_UP_TEXTS.fields.newPassword}
            data-autofocus
            testId="reset-password"
            {...form.getInputProps('password')}
          />
          <ConfirmPasswordField
            label={SIGN_UP_TEXTS.fields.confirmPassword}
            password={form.values.password}
            testId="reset-confirm-password"
            matchTestId="reset-password-match"
            {...form.getInputProps('confirm')}
          />
          <Button type="submit" mt="xs" loading={reset.busy} data-testid="reset-submit">
            {TEXTS.resetSubmit}
          </Button>
        </Stack>
      </form>
    </VerificationCard>
  );
}

/** Password reset mode (query `reset_token` and `uid`): a new password, then /settings. */
export function ResetWithToken({ uid, token }: { uid: string | null; token: string | null }) {
  if (token && uid) return <ResetForm uid={uid} token={token} />;
  return (
    <VerificationCard state="error" title={TEXTS.resetTitle}>
      <FormError
        message={token ? SIGN_UP_TEXTS.invalidResetToken : SIGN_UP_TEXTS.noResetToken}
        testId="verification-error"
      />
      <Button component={AppLink} href="/" variant="light" data-testid="verification-home">
        {SIGN_UP_TEXTS.returnHome}
      </Button>
    </VerificationCard>
  );
}
