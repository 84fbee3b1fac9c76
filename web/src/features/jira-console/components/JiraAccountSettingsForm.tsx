import {
  COMPANY_TEXTS,
  JIRA_CONSOLE_TEXTS,
  JiraAccountUpdateRequestSchema,
  type JiraAccountView,
} from '@morphic/contracts';
import { Button, Group, Stack, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { companiesApi } from '../../../lib/api/clients';
import { FormError } from '../../../lib/forms/FormError';
import { schemaForm } from '../../../lib/forms/schema-form';
import { useConsoleForm } from '../../companies-console/hooks/useConsoleCommand';
import { withoutHiddenUpload } from '../upload-fields';
import { JiraConnectionFields } from './JiraConnectionFields';

const settingsOf = (account: JiraAccountView) => ({
  jira_url: account.jira_url,
  jira_email: account.jira_email ?? '',
  // Tokens never come back: a blank field keeps the stored one (spec 03).
  jira_api_token: '',
  jira_project_keys: account.jira_project_keys.join(', '),
  jira_upload_enabled: account.jira_upload_enabled,
  jira_upload_username: account.jira_upload_username ?? '',
  jira_upload_token: '',
  webhook_enabled: account.webhook_enabled,
  is_primary: account.is_primary,
  is_active: account.is_active,
});

/** Spec 03 "Save account settings": the tokens are sent only when a new one was typed. */
export function JiraAccountSettingsForm({ account }: { account: JiraAccountView }) {
  const form = useForm({
    mode: 'controlled',
    initialValues: settingsOf(account),
    ...schemaForm(
      JiraAccountUpdateRequestSchema,
      withoutHiddenUpload<ReturnType<typeof settingsOf>>,
    ),
  });
  const save = useConsoleForm(form, {
    mutationFn: (body) => companiesApi.updateJiraAccount({ params: { id: account.id }, body }),
    fallback: COMPANY_TEXTS.jira.failedToSaveSettings,
    says: (saved) => saved.message,
    done: () => {
      const saved = { ...form.getValues(), jira_api_token: '', jira_upload_token: '' };
      form.setValues(saved);
      form.resetDirty(saved);
    },
  });

  return (
    <form onSubmit={save.onSubmit} noValidate data-testid="jira-settings-form">
      <Stack gap="sm">
        <FormError message={save.error} testId="jira-settings-error" />
        <JiraConnectionFields
          inputProps={(field) => form.getInputProps(field)}
          switchProps={(field) => form.getInputProps(field, { type: 'checkbox' })}
          uploadEnabled={form.values.jira_upload_enabled}
          stored={{
            apiTokenBytes: account.api_token_bytes,
            uploadTokenBytes: account.upload_token_bytes,
          }}
        />
        <Group justify="space-between">
          <Switch
            label={JIRA_CONSOLE_TEXTS.fields.isActive}
            data-testid="jira-is-active"
            {...form.getInputProps('is_active', { type: 'checkbox' })}
          />
          <Button
            type="submit"
            loading={save.busy}
            disabled={!form.isDirty()}
            leftSection={<IconDeviceFloppy size={16} />}
            data-testid="jira-settings-save"
          >
            {JIRA_CONSOLE_TEXTS.settings.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
