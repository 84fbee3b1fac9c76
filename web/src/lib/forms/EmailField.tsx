import { TextInput, type TextInputProps } from '@mantine/core';

/** The example address each kind of form shows: a person's, or a work address at a company. */
export const EMAIL_PLACEHOLDERS = {
  person: 'ada@example.com',
  company: 'name@company.com',
} as const;

/** An email address field (the browser may fill it in). */
export function EmailField({
  testId,
  audience = 'person',
  ...props
}: TextInputProps & {
  readonly testId: string;
  readonly audience?: keyof typeof EMAIL_PLACEHOLDERS;
}) {
  return (
    <TextInput
      placeholder={EMAIL_PLACEHOLDERS[audience]}
      type="email"
      autoComplete="email"
      {...props}
      data-testid={testId}
    />
  );
}
