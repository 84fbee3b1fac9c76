import { LoginRequestSchema, SIGN_IN_TEXTS } from '@morphic/contracts';
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormError } from '../../../lib/forms/FormError';
import { schemaForm } from '../../../lib/forms/schema-form';
import type { Credentials } from '../hooks/useSignInFlow';

/** The credentials step of the sign-in dialog. */
export function LoginForm({
  initial,
  error,
  busy,
  onSubmit,
  onForgotPassword,
}: {
  initial: Credentials | null;
  error: string | null;
  busy: boolean;
  onSubmit: (credentials: Credentials) => void;
  onForgotPassword: (typed: string) => void;
}) {
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      username_or_email: initial?.login ?? '',
      password: initial?.password ?? '',
    },
    ...schemaForm(LoginRequestSchema),
  });

  // The schema's output: the login trimmed, the password as typed.
  const submit = form.onSubmit(({ username_or_email, password }) =>
    onSubmit({ login: username_or_email, password }),
  );

  return (
    <form onSubmit={submit} noValidate data-testid="signin-form">
      <Stack gap="md">
        <FormError message={error} testId="signin-error" />
        <TextInput
          label={SIGN_IN_TEXTS.usernameOrEmailLabel}
          placeholder="ada or ada@example.com"
          autoComplete="username"
          data-autofocus
          data-testid="signin-username"
          {...form.getInputProps('username_or_email')}
        />
        <Stack gap={4}>
          <PasswordInput
            label={SIGN_IN_TEXTS.passwordLabel}
            placeholder="Your password"
            autoComplete="current-password"
            data-testid="signin-password"
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => onForgotPassword(form.getValues().username_or_email.trim())}
              data-testid="signin-forgot-password"
            >
              {SIGN_IN_TEXTS.forgotPasswordLink}
            </Anchor>
          </Group>
        </Stack>
        <Button type="submit" fullWidth loading={busy} data-testid="signin-submit">
          {SIGN_IN_TEXTS.signInTitle}
        </Button>
      </Stack>
    </form>
  );
}
