import { SIGN_UP_TEXTS } from '@morphic/contracts';
import { Group, PasswordInput, Text, type PasswordInputProps } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';

/** Under a confirm-password field: whether the two passwords match, once the second is typed. */
function MatchHint({
  password,
  confirm,
  testId,
}: {
  password: string;
  confirm: string;
  testId: string;
}) {
  if (confirm === '') return null;
  const matches = password === confirm;
  return (
    <Group gap={6} data-testid={testId} data-match={matches}>
      {matches ? (
        <IconCheck size={14} color="var(--mantine-color-teal-6)" />
      ) : (
        <IconX size={14} color="var(--mantine-color-red-6)" />
      )}
      <Text size="xs" c={matches ? 'teal' : 'red'}>
        {matches ? SIGN_UP_TEXTS.passwordsMatch : SIGN_UP_TEXTS.passwordsDoNotMatch}
      </Text>
    </Group>
  );
}

/** The password typed again, with the live match hint under it (unless a rule's error is). */
export function ConfirmPasswordField({
  password,
  value,
  error,
  testId,
  matchTestId,
  ...props
}: Omit<PasswordInputProps, 'value'> & {
  /** The password it must match. */
  readonly password: string;
  readonly value?: string;
  readonly testId: string;
  readonly matchTestId: string;
}) {
  return (
    <>
      <PasswordInput
        autoComplete="new-password"
        {...props}
        value={value}
        error={error}
        data-testid={testId}
      />
      {!error && <MatchHint password={password} confirm={value ?? ''} testId={matchTestId} />}
    </>
  );
}
