import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { usePasswordStrength } from '../hooks/usePasswordStrength';
import { StrengthMeterDisplay } from './StrengthMeterDisplay';

/** A new password with the live strength meter under it. */
export function NewPasswordField({
  value,
  owner,
  testId,
  ...props
}: Omit<PasswordInputProps, 'value'> & {
  readonly value?: string;
  /** Whose password it is: the server marks a password that contains them down. */
  readonly owner?: { readonly username?: string; readonly email?: string };
  readonly testId: string;
}) {
  const strength = usePasswordStrength(value ?? '', owner);
  return (
    <>
      <PasswordInput autoComplete="new-password" {...props} value={value} data-testid={testId} />
      <StrengthMeterDisplay state={strength} />
    </>
  );
}
