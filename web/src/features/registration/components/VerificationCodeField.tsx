import { SIGN_UP_TEXTS, codeFieldValue } from '@morphic/contracts';
import { TextInput } from '@mantine/core';

/**
 * The 6-digit code: digits only, at most 6. No maxLength on the input: a pasted "Your code:
 * 123456" would be cut before its digits are picked out.
 */
export function VerificationCodeField({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string;
  onChange: (code: string) => void;
  error?: string | null;
  disabled?: boolean;
}) {
  return (
    <TextInput
      label={SIGN_UP_TEXTS.codeLabel}
      placeholder="000000"
      value={value}
      onChange={(event) => onChange(codeFieldValue(event.currentTarget.value))}
      inputMode="numeric"
      autoComplete="one-time-code"
      error={error ?? undefined}
      disabled={disabled}
      data-autofocus
      data-testid="verification-code"
      styles={{
        input: {
          fontSize: 24,
          letterSpacing: '0.5em',
          textAlign: 'center',
          fontVariantNumeric: 'tabular-nums',
          height: 52,
        },
      }}
    />
  );
}
