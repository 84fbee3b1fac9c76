import {
  COMPANY_TEXTS,
  CompanyRegisterRequestSchema,
  type CompanySessionResponse,
} from '@morphic/contracts';
import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { companiesApi } from '../../../lib/api/clients';
import { FormError } from '../../../lib/forms/FormError';
import { schemaForm } from '../../../lib/forms/schema-form';
import { useFormMutation } from '../../../lib/forms/useFormMutation';
import { CompanyDetailsFields, EMPTY_COMPANY_DETAILS } from './CompanyDetailsFields';

const EMPTY = { ...EMPTY_COMPANY_DETAILS, password: '' };

/** Step 1: the company itself, with the password its own sign-in will use. */
export function CompanyDetailsStep({
  onRegistered,
}: {
  onRegistered: (company: CompanySessionResponse) => void;
}) {
  const form = useForm({
    mode: 'controlled',
    initialValues: EMPTY,
    ...schemaForm(CompanyRegisterRequestSchema),
  });
  const register = useFormMutation(form, {
    mutationFn: (body) => companiesApi.companyRegister({ body, token: null }),
    fallback: COMPANY_TEXTS.failedToRegisterCompany,
    onSuccess: onRegistered,
  });

  return (
    <form onSubmit={register.onSubmit} noValidate data-testid="company-step">
      <Stack gap="sm">
        <FormError message={register.error} testId="company-error" />
        <CompanyDetailsFields
          autoFocus
          inputProps={(field) => form.getInputProps(field)}
          password={{ inputProps: form.getInputProps('password'), ownerEmail: form.values.email }}
        />
        <Button type="submit" loading={register.busy} data-testid="company-continue">
          {COMPANY_TEXTS.join.continue}
        </Button>
      </Stack>
    </form>
  );
}
