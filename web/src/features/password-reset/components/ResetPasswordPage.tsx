import { SIGN_IN_TEXTS, TIMINGS_MS } from '@morphic/contracts';
import {
  Alert,
  Button,
  Card,
  Center,
  Group,
  Loader,
  PasswordInput,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { IconAlertCircle, IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { errorText } from '../../../lib/api-client';
import { strengthVerdict } from '../../password/api/password-strength-api';
import { PasswordMatchHint } from '../../password/components/PasswordMatchHint';
import { StrengthMeterDisplay } from '../../password/components/StrengthMeterDisplay';
import { usePasswordStrength } from '../../password/hooks/usePasswordStrength';
import { resetPassword } from '../api/password-reset-api';
import { useResetToken } from '../hooks/useResetToken';

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
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const strength = usePasswordStrength(password, { email });
  const reset = useMutation({ mutationFn: () => resetPassword(token, password) });

  if (reset.isSuccess) return <ResetSucceeded />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (password !== confirm) return setProblem(SIGN_IN_TEXTS.passwordsDoNotMatch);
    setChecking(true);
    try {
      const verdict = await strengthVerdict({ password, email });
      if (!verdict.strength.is_valid) {
        return setProblem(verdict.strength.errors[0] ?? SIGN_IN_TEXTS.passwordNotStrongEnough);
      }
    } finally {
      setChecking(false);
    }
    reset.mutate();
  };

  const error =
    problem ?? (reset.isError ? errorText(reset.error, SIGN_IN_TEXTS.failedToResetPassword) : null);
  return (
    <PageCard testId="reset-password-form">
      <form onSubmit={(event) => void submit(event)} noValidate>
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
          {error && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={18} />}
              role="alert"
              data-testid="reset-password-error"
            >
              {error}
            </Alert>
          )}
          <PasswordInput
            label={SIGN_IN_TEXTS.newPasswordLabel}
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            data-autofocus
            data-testid="reset-password-new"
          />
          <StrengthMeterDisplay state={strength} />
          <Stack gap={4}>
            <PasswordInput
              label={SIGN_IN_TEXTS.confirmPasswordLabel}
              autoComplete="new-password"
              value={confirm}
              onChange={(event) => setConfirm(event.currentTarget.value)}
              data-testid="reset-password-confirm"
            />
            <PasswordMatchHint
              password={password}
              confirm={confirm}
              testId="reset-password-match"
            />
          </Stack>
          <Button
            type="submit"
            fullWidth
            loading={checking || reset.isPending}
            disabled={!password || !confirm}
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
  const check = useResetToken(token);
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
