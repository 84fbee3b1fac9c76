import { CompanyLoginRequestSchema, type CompanyLoginRequest } from '@morphic/contracts';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { EmailField } from '../../../lib/forms/EmailField';
import { FormError } from '../../../lib/forms/FormError';
import { schemaForm } from '../../../lib/forms/schema-form';
import { useFormMutation } from '../../../lib/forms/useFormMutation';

/** Email and password, sent to a company sign-in (the company's own, or a representative's). */
export function CompanyCredentialsForm({
  signIn,
  fallback,
  submitLabel,
  testId,
}: {
  signIn: (credentials: CompanyLoginRequest) => Promise<unknown>;
  fallback: string;
  submitLabel: string;
  testId: string;
}) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    ...schemaForm(CompanyLoginRequestSchema),
  });
  const submit = useFormMutation(form, { mutationFn: signIn, fallback });

  return (
    <form onSubmit={submit.onSubmit} noValidate data-testid={testId}>
      <Stack gap="sm">
        <FormError message={submit.error} testId={`${testId}-error`} />
        <EmailField
          audience="company"
          label="Email"
          withAsterisk
          data-autofocus
          testId={`${testId}-email`}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          withAsterisk
          autoComplete="current-password"
          data-testid={`${testId}-password`}
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={submit.busy} data-testid={`${testId}-submit`}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
