import { LIMITS, SIGN_IN_TEXTS, codeFieldValue } from '@morphic/contracts';
import { TextInput } from '@mantine/core';

/** A 6-digit authenticator code: digits only, pasted text reduced to its digits. */
export function TwoFactorCodeField({
  value,
  onChange,
  error,
  testId,
  label = SIGN_IN_TEXTS.authenticatorCode,
}: {
  value: string;
  onChange: (code: string) => void;
  error?: string | null;
  testId: string;
  label?: string;
}) {
  return (
    <TextInput
      label={label}
      placeholder="000000"
      value={value}
      onChange={(event) => onChange(codeFieldValue(event.currentTarget.value))}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={LIMITS.codeLength}
      error={error ?? undefined}
      data-autofocus
      data-testid={testId}
      styles={{
        input: {
          fontSize: 22,
          letterSpacing: '0.45em',
          textAlign: 'center',
          fontVariantNumeric: 'tabular-nums',
          height: 48,
        },
      }}
    />
  );
}
