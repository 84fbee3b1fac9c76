import { TextInput, type TextInputProps } from '@mantine/core';

/** An email address field (the browser may fill it in). */
export function EmailField({ testId, ...props }: TextInputProps & { readonly testId: string }) {
  return (
    <TextInput
      placeholder="ada@example.com"
      type="email"
      autoComplete="email"
      {...props}
      data-testid={testId}
    />
  );
}
