import { COMPANY_TEXTS, CompanyRepFieldsSchema, SIGN_UP_TEXTS } from '@morphic/contracts';
import { Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { FormError } from '../../../lib/forms/FormError';
import { schemaForm } from '../../../lib/forms/schema-form';
import { useFormMutation } from '../../../lib/forms/useFormMutation';
import { requireStrongPassword } from '../../password/strength-verdict';
import { holdPendingRegistration } from '../../registration/pending-registration';
import { mailSignUpCode } from '../../registration/sign-up-code';
import type { JoiningCompany } from '../company-session';
import { EMPTY_REP_DETAILS, RepDetailsFields } from './RepDetailsFields';

/**
 * Step 2: the representative. On Continue a code goes to their address, and the details wait
 * in memory (with the company's session) while /email-verification asks for it.
 */
export function RepresentativeStep({ company }: { company: JoiningCompany }) {
  const navigate = useNavigate();
  const form = useForm({
    mode: 'controlled',
    initialValues: { ...EMPTY_REP_DETAILS, password: '' },
    ...schemaForm(CompanyRepFieldsSchema),
  });
  const createRep = useFormMutation(form, {
    mutationFn: async (rep) => {
      await requireStrongPassword(
        { password: rep.password, email: rep.email },
        () => SIGN_UP_TEXTS.passwordNotSecure,
      );
      const resendAvailableAt = await mailSignUpCode(rep.email, null);
      holdPendingRegistration({
        kind: 'company_rep',
        ...rep,
        company_id: company.companyId,
        companyToken: company.token,
        resendAvailableAt,
      });
      await navigate({ to: '/email-verification', search: { mode: 'signup' } });
    },
    fallback: COMPANY_TEXTS.failedToCreateRep,
  });

  return (
    <form onSubmit={createRep.onSubmit} noValidate data-testid="rep-step">
      <Stack gap="sm">
        <Text size="sm" c="dimmed" data-testid="rep-company">
          {COMPANY_TEXTS.join.registeringFor(company.companyName)}
        </Text>
        <FormError message={createRep.error} testId="rep-error" />
        <RepDetailsFields
          autoFocus
          inputProps={(field) => form.getInputProps(field)}
          password={{ inputProps: form.getInputProps('password'), ownerEmail: form.values.email }}
        />
        <Button type="submit" loading={createRep.busy} data-testid="rep-continue">
          {COMPANY_TEXTS.join.createRep}
        </Button>
      </Stack>
    </form>
  );
}
