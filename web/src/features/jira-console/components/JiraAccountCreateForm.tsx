import {
  COMPANY_TEXTS,
  JIRA_CONSOLE_TEXTS,
  JiraAccountCreateRequestSchema,
} from '@morphic/contracts';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { companiesApi } from '../../../lib/api/clients';
import { FormError } from '../../../lib/forms/FormError';
import { schemaForm } from '../../../lib/forms/schema-form';
import { useConsoleForm } from '../../companies-console/hooks/useConsoleCommand';
import { withoutHiddenUpload } from '../upload-fields';
import { JiraConnectionFields } from './JiraConnectionFields';

const FIELDS = JIRA_CONSOLE_TEXTS.fields;

/** Spec 03 defaults: webhook enabled, not primary, upload off. */
const EMPTY = {
  account_name: '',
  account_description: '',
  jira_url: '',
  jira_email: '',
  jira_api_token: '',
  jira_project_keys: '',
  jira_upload_enabled: false,
  jira_upload_username: '',
  jira_upload_token: '',
  webhook_enabled: true,
  is_primary: false,
};

/**
 * Spec 03 "Create Jira account": account name and Jira URL required; project keys
 * comma-separated (trimmed, empties dropped by the schema).
 */
export function JiraAccountCreateForm({
  companyId,
  onCreated,
}: {
  companyId: string;
  onCreated: () => void;
}) {
  const form = useForm({
    mode: 'controlled',
    initialValues: EMPTY,
    ...schemaForm(JiraAccountCreateRequestSchema, withoutHiddenUpload<typeof EMPTY>),
  });
  const create = useConsoleForm(form, {
    mutationFn: (body) => companiesApi.createJiraAccount({ params: { id: companyId }, body }),
    fallback: COMPANY_TEXTS.jira.failedToCreateAccount,
    says: (created) => created.message,
    done: onCreated,
  });

  return (
    <form onSubmit={create.onSubmit} noValidate data-testid="jira-create-form">
      <Stack gap="sm">
        <FormError message={create.error} testId="jira-create-error" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          <TextInput
            label={FIELDS.accountName}
            withAsterisk
            data-autofocus
            data-testid="jira-account-name"
            {...form.getInputProps('account_name')}
          />
          <TextInput
            label={FIELDS.accountDescription}
            data-testid="jira-account-description"
            {...form.getInputProps('account_description')}
          />
        </SimpleGrid>
        <JiraConnectionFields
          inputProps={(field) => form.getInputProps(field)}
          switchProps={(field) => form.getInputProps(field, { type: 'checkbox' })}
          uploadEnabled={form.values.jira_upload_enabled}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={create.busy}
            leftSection={<IconPlus size={16} />}
            data-testid="jira-create-submit"
          >
            {JIRA_CONSOLE_TEXTS.createSubmit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
