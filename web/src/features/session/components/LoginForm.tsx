import { LoginRequestSchema, SIGN_IN_TEXTS, type LoginRequest } from '@morphic/contracts';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { schemaValidator } from '../../../lib/form-validation';
import type { Credentials } from '../hooks/useSignInFlow';

type LoginValues = Pick<LoginRequest, 'username_or_email' | 'password'>;

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
  const form = useForm<LoginValues>({
    mode: 'controlled',
    initialValues: {
      username_or_email: initial?.login ?? '',
      password: initial?.password ?? '',
    },
    validate: schemaValidator<LoginValues>(LoginRequestSchema),
  });

  const submit = form.onSubmit((values) =>
    onSubmit({ login: values.username_or_email.trim(), password: values.password }),
  );

  return (
    <form onSubmit={submit} noValidate data-testid="signin-form">
      <Stack gap="md">
        {error && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            data-testid="signin-error"
            role="alert"
          >
            {error}
          </Alert>
        )}
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
