import { type LoginRequest, LoginRequestSchema, SHELL_TEXTS } from '@morphic/contracts';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { schemaValidator } from '../../../lib/form-validation';
import { signInErrorText, useSignIn } from '../hooks/useSignIn';

type LoginValues = Pick<LoginRequest, 'username_or_email' | 'password'>;

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const signIn = useSignIn();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<LoginValues>({
    mode: 'controlled',
    initialValues: { username_or_email: '', password: '' },
    validate: schemaValidator<LoginValues>(LoginRequestSchema),
  });

  const submit = form.onSubmit((values) => {
    setError(null);
    signIn.mutate(
      { username_or_email: values.username_or_email.trim(), password: values.password },
      {
        onSuccess: (response) => {
          form.reset();
          notifications.show({ message: response.message, color: 'teal' });
          onSignedIn();
        },
        onError: (failure) => setError(signInErrorText(failure)),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
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
          label="Username or email"
          placeholder="ada or ada@example.com"
          autoComplete="username"
          data-autofocus
          data-testid="signin-username"
          {...form.getInputProps('username_or_email')}
        />
        <PasswordInput
          label="Password"
          placeholder="Your password"
          autoComplete="current-password"
          data-testid="signin-password"
          {...form.getInputProps('password')}
        />
        <Button type="submit" fullWidth loading={signIn.isPending} data-testid="signin-submit">
          {SHELL_TEXTS.signIn}
        </Button>
      </Stack>
    </form>
  );
}
