import {
  AdminUpdateCompanyRequestSchema,
  COMPANIES_CONSOLE_TEXTS,
  type AdminCompany,
} from '@morphic/contracts';
import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { companiesApi } from '../../../lib/api/clients';
import { FormError } from '../../../lib/forms/FormError';
import { schemaForm } from '../../../lib/forms/schema-form';
import { CompanyDetailsFields } from '../../company-join/components/CompanyDetailsFields';
import { useConsoleForm } from '../hooks/useConsoleCommand';

const TEXTS = COMPANIES_CONSOLE_TEXTS.analysis;

/** Spec 03 "Company form": name and email required, the website an address. */
export function CompanyEditForm({ company }: { company: AdminCompany }) {
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      company_name: company.company_name,
      email: company.email,
      industry: company.industry ?? '',
      company_size: company.company_size,
      website: company.website ?? '',
      description: company.description ?? '',
      contact_person_name: company.contact_person_name ?? '',
      contact_person_role: company.contact_person_role ?? '',
    },
    ...schemaForm(AdminUpdateCompanyRequestSchema),
  });
  const save = useConsoleForm(form, {
    mutationFn: (body) => companiesApi.adminUpdateCompany({ params: { id: company.id }, body }),
    fallback: COMPANIES_CONSOLE_TEXTS.failedToSaveCompany,
    says: () => TEXTS.saved,
    done: () => form.resetDirty(),
  });

  return (
    <Card withBorder radius="lg" padding="lg">
      <Title order={3} fz="lg" mb="sm">
        {TEXTS.companyForm}
      </Title>
      <form onSubmit={save.onSubmit} noValidate data-testid="company-edit-form">
        <Stack gap="sm">
          <FormError message={save.error} testId="company-edit-error" />
          <CompanyDetailsFields inputProps={(field) => form.getInputProps(field)} />
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={save.busy}
              disabled={!form.isDirty()}
              leftSection={<IconDeviceFloppy size={16} />}
              data-testid="company-save"
            >
              {TEXTS.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
