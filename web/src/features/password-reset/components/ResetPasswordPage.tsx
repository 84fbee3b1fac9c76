import { SIGN_IN_TEXTS, TIMINGS_MS } from '@morphic/contracts';
import { Button, Card, Center, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import { identityApi } from '../../../lib/api/clients';
import { errorText } from '../../../lib/api-client';
import { FormError } from '../../../lib/forms/FormError';
import { useFormMutation } from '../../../lib/forms/useFormMutation';
import { ConfirmPasswordField } from '../../password/components/ConfirmPasswordField';
import { NewPasswordField } from '../../password/components/NewPasswordField';
import { useNewPasswordForm } from '../../password/hooks/useNewPasswordForm';
import { weakNewPasswordText } from '../../password/new-password-form';
import { requireStrongPassword } from '../../password/strength-verdict';
import { resetTokenQuery } from '../queries';

function PageCard({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <Center py={60}>
      <Card withBorder radius="lg" padding="xl" w="100%" maw={440} data-testid={testId}>
        {children}
      </Card>
    </Center>
  );
}

/** The reason under the title, unless it only says the title again. */
function invalidTokenExplanation(reason: string): string {
  const same =
    reason.trim().toLowerCase() === SIGN_IN_TEXTS.invalidOrExpiredTokenTitle.toLowerCase();
  return same ? SIGN_IN_TEXTS.resetLinkHelp : reason;
}

function InvalidToken({ reason }: { reason: string }) {
  const navigate = useNavigate();
  return (
    <PageCard testId="reset-password-invalid">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light" color="red">
          <IconLinkOff size={28} />
        </ThemeIcon>
        <Title order={2}>{SIGN_IN_TEXTS.invalidOrExpiredTokenTitle}</Title>
        <Text c="dimmed" data-testid="reset-password-invalid-reason">
          {invalidTokenExplanation(reason)}
        </Text>
        <Button
          mt="sm"
          onClick={() => void navigate({ to: '/' })}
          data-testid="reset-password-home"
        >
          {SIGN_IN_TEXTS.returnToHome}
        </Button>
      </Stack>
    </PageCard>
  );
}

function ResetSucceeded() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate({ to: '/' }), TIMINGS_MS.redirectAfterReset);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <PageCard testId="reset-password-success">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light" color="teal">
          <IconCircleCheck size={30} />
        </ThemeIcon>
        <Title order={2}>{SIGN_IN_TEXTS.passwordResetSuccessful}</Title>
        <Text c="dimmed">{SIGN_IN_TEXTS.resetSucceeded}</Text>
        <Group gap={6}>
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            {SIGN_IN_TEXTS.redirectingHome}
          </Text>
        </Group>
      </Stack>
    </PageCard>
  );
}

function ResetForm({ token, email }: { token: string; email: string }) {
  const form = useNewPasswordForm();
  const reset = useFormMutation(form, {
    mutationFn: async ({ password }) => {
      await requireStrongPassword({ password, email }, weakNewPasswordText);
      return identityApi.resetPassword({ body: { token, password }, token: null });
    },
    fallback: SIGN_IN_TEXTS.failedToResetPassword,
  });

  if (reset.succeeded) return <ResetSucceeded />;

  return (
    <PageCard testId="reset-password-form">
      <form onSubmit={reset.onSubmit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2}>{SIGN_IN_TEXTS.resetPasswordTitle}</Title>
            <Text size="sm" c="dimmed">
              {SIGN_IN_TEXTS.resettingPasswordFor}{' '}
              <Text span fw={600} c="dark" data-testid="reset-password-email">
                {email}
              </Text>
            </Text>
          </div>
          <FormError message={reset.error} testId="reset-password-error" />
          <NewPasswordField
            label={SIGN_IN_TEXTS.newPasswordLabel}
            owner={{ email }}
            data-autofocus
            testId="reset-password-new"
            {...form.getInputProps('password')}
          />
          <Stack gap={4}>
            <ConfirmPasswordField
              label={SIGN_IN_TEXTS.confirmPasswordLabel}
              password={form.values.password}
              testId="reset-password-confirm"
              matchTestId="reset-password-match"
              {...form.getInputProps('confirm')}
            />
          </Stack>
          <Button
            type="submit"
            fullWidth
            loading={reset.busy}
            disabled={!form.values.password || !form.values.confirm}
            data-testid="reset-password-submit"
          >
            {SIGN_IN_TEXTS.resetPasswordButton}
          </Button>
        </Stack>
      </form>
    </PageCard>
  );
}

/**
 * /reset-password?token=: checks the token first, then the new password form; an invalid or
 * used link says so and offers the way home.
 */
export function ResetPasswordPage({ token }: { token: string }) {
  // Not suspense: a refused token is the page's answer (the invalid-link view), not a failure.
  const check = useQuery(resetTokenQuery(token));
  if (!token) return <InvalidToken reason={SIGN_IN_TEXTS.noResetToken} />;
  if (check.isPending) {
    return (
      <Center py={80} data-testid="reset-password-verifying">
        <Stack align="center" gap="xs">
          <Loader />
          <Text c="dimmed" size="sm">
            {SIGN_IN_TEXTS.verifyingResetToken}
          </Text>
        </Stack>
      </Center>
    );
  }
  if (check.isError) {
    return <InvalidToken reason={errorText(check.error, SIGN_IN_TEXTS.invalidOrExpiredToken)} />;
  }
  if (!check.data.valid || !check.data.email) {
    return <InvalidToken reason={check.data.error ?? SIGN_IN_TEXTS.invalidOrExpiredToken} />;
  }
  return <ResetForm token={token} email={check.data.email} />;
}
