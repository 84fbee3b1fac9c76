import { AdminCreateCompanyRepRequestSchema, COMPANIES_CONSOLE_TEXTS } from '@morphic/contracts';
import { Button, Group, Select, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconUserPlus } from '@tabler/icons-react';
import { companiesApi } from '../../../lib/api/clients';
import { FormError } from '../../../lib/forms/FormError';
import { schemaForm } from '../../../lib/forms/schema-form';
import {
  EMPTY_REP_DETAILS,
  RepDetailsFields,
} from '../../company-join/components/RepDetailsFields';
import { useCompanyOptions } from '../hooks/useCompanyOptions';
import { useConsoleForm } from '../hooks/useConsoleCommand';

const TEXTS = COMPANIES_CONSOLE_TEXTS.repsTab;

const EMPTY = { ...EMPTY_REP_DETAILS, password: '', company_id: null as string | null };

/**
 * Spec 03 "Create company rep": the button waits for first name, last name, email, password and
 * company; phone is optional and the role representative unless chosen.
 */
export function CompanyRepCreateForm({ onCreated }: { onCreated: () => void }) {
  const companies = useCompanyOptions();
  const form = useForm({
    mode: 'controlled',
    initialValues: EMPTY,
    ...schemaForm(AdminCreateCompanyRepRequestSchema),
  });
  const create = useConsoleForm(form, {
    mutationFn: (body) => companiesApi.adminCreateCompanyRep({ body }),
    fallback: COMPANIES_CONSOLE_TEXTS.failedToCreateRep,
    says: ({ company_rep: rep }) => TEXTS.created(rep.full_name),
    done: () => {
      form.reset();
      onCreated();
    },
  });
  const { values } = form;
  const complete =
    [values.first_name, values.last_name, values.email, values.password].every(
      (value) => value.trim() !== '',
    ) && Boolean(values.company_id);

  return (
    <form onSubmit={create.onSubmit} noValidate data-testid="rep-create-form">
      <Stack gap="sm">
        <FormError message={create.error} testId="rep-create-error" />
        <Select
          label={TEXTS.columns.company}
          placeholder={TEXTS.companyFilter}
          data={companies}
          searchable
          withAsterisk
          data-testid="rep-company"
          {...form.getInputProps('company_id')}
        />
        <RepDetailsFields
          inputProps={(field) => form.getInputProps(field)}
          password={{ inputProps: form.getInputProps('password'), ownerEmail: form.values.email }}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            disabled={!complete}
            loading={create.busy}
            leftSection={<IconUserPlus size={16} />}
            data-testid="rep-create-submit"
          >
            {TEXTS.createSubmit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
