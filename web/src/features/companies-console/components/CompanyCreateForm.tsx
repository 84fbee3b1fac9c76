import { AdminCreateCompanyRequestSchema, COMPANIES_CONSOLE_TEXTS } from '@morphic/contracts';
import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBuildingPlus } from '@tabler/icons-react';
import { companiesApi } from '../../../lib/api/clients';
import { FormError } from '../../../lib/forms/FormError';
import { schemaForm } from '../../../lib/forms/schema-form';
import {
  CompanyDetailsFields,
  EMPTY_COMPANY_DETAILS,
} from '../../company-join/components/CompanyDetailsFields';
import { useConsoleForm } from '../hooks/useConsoleCommand';

const TEXTS = COMPANIES_CONSOLE_TEXTS.companiesTab;

/** Spec 03 "Create company": the company, active at once, with its own password. */
export function CompanyCreateForm({ onCreated }: { onCreated: () => void }) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { ...EMPTY_COMPANY_DETAILS, password: '' },
    ...schemaForm(AdminCreateCompanyRequestSchema),
  });
  const create = useConsoleForm(form, {
    mutationFn: (body) => companiesApi.adminCreateCompany({ body }),
    fallback: COMPANIES_CONSOLE_TEXTS.failedToCreateCompany,
    says: ({ company }) => TEXTS.created(company.company_name),
    done: () => {
      form.reset();
      onCreated();
    },
  });

  return (
    <form onSubmit={create.onSubmit} noValidate data-testid="company-create-form">
      <Stack gap="sm">
        <FormError message={create.error} testId="company-create-error" />
        <CompanyDetailsFields
          autoFocus
          inputProps={(field) => form.getInputProps(field)}
          password={{ inputProps: form.getInputProps('password'), ownerEmail: form.values.email }}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={create.busy}
            leftSection={<IconBuildingPlus size={16} />}
            data-testid="company-create-submit"
          >
            {TEXTS.createSubmit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
