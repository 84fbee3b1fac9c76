import { codeFieldValue } from '@morphic/contracts';
import { TextInput, type TextInputProps } from '@mantine/core';

type CodeFieldProps = Omit<TextInputProps, 'onChange'> & {
  readonly onChange: (code: string) => void;
  readonly testId: string;
};

/**
 * A 6-digit code (mailed or from an authenticator): digits only, at most 6. No maxLength on the
 * input: a pasted "Your code: 123456" would be cut before its digits are picked out.
 */
export function CodeField({ onChange, testId, ...props }: CodeFieldProps) {
  return (
    <TextInput
      placeholder="000000"
      inputMode="numeric"
      autoComplete="one-time-code"
      data-autofocus
      {...props}
      onChange={(event) => onChange(codeFieldValue(event.currentTarget.value))}
      data-testid={testId}
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
