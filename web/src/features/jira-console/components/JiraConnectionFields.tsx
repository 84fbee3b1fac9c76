import { JIRA_CONSOLE_TEXTS } from '@morphic/contracts';
import { Group, PasswordInput, SimpleGrid, Switch, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

const FIELDS = JIRA_CONSOLE_TEXTS.fields;

export type JiraConnectionField =
  | 'jira_url'
  | 'jira_email'
  | 'jira_api_token'
  | 'jira_project_keys'
  | 'jira_upload_username'
  | 'jira_upload_token';

export type JiraConnectionSwitch = 'jira_upload_enabled' | 'webhook_enabled' | 'is_primary';

/** The token lengths an existing account has stored (a blank field keeps its token). */
export interface StoredTokens {
  readonly apiTokenBytes: number;
  readonly uploadTokenBytes: number;
}

const tokenHint = (bytes: number | undefined) =>
  bytes ? { description: FIELDS.storedToken(bytes) } : {};

/**
 * How an account reaches its Jira site, as the create and settings forms take it: the upload
 * username and token appear only while upload is enabled (spec 03).
 */
export function JiraConnectionFields({
  inputProps,
  switchProps,
  uploadEnabled,
  stored,
}: {
  inputProps: (field: JiraConnectionField) => GetInputPropsReturnType;
  switchProps: (field: JiraConnectionSwitch) => GetInputPropsReturnType;
  uploadEnabled: boolean;
  stored?: StoredTokens;
}) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        <TextInput
          label={FIELDS.jiraUrl}
          placeholder={FIELDS.jiraUrlPlaceholder}
          // An existing account's tokens stay with its site: a new URL drops them.
          {...(stored ? { description: FIELDS.jiraUrlMoves } : {})}
          withAsterisk
          inputMode="url"
          data-testid="jira-url"
          {...inputProps('jira_url')}
        />
        <TextInput
          label={FIELDS.jiraEmail}
          inputMode="email"
          autoComplete="off"
          data-testid="jira-email"
          {...inputProps('jira_email')}
        />
        <PasswordInput
          label={FIELDS.apiToken}
          autoComplete="new-password"
          data-testid="jira-api-token"
          {...tokenHint(stored?.apiTokenBytes)}
          {...inputProps('jira_api_token')}
        />
        <TextInput
          label={FIELDS.projectKeys}
          description={FIELDS.projectKeysHint}
          data-testid="jira-project-keys"
          {...inputProps('jira_project_keys')}
        />
      </SimpleGrid>
      <Group gap="lg">
        <Switch
          label={FIELDS.uploadEnabled}
          data-testid="jira-upload-enabled"
          {...switchProps('jira_upload_enabled')}
        />
        <Switch
          label={FIELDS.webhookEnabled}
          data-testid="jira-webhook-enabled"
          {...switchProps('webhook_enabled')}
        />
        <Switch
          label={FIELDS.isPrimary}
          data-testid="jira-is-primary"
          {...switchProps('is_primary')}
        />
      </Group>
      {uploadEnabled && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          <TextInput
            label={FIELDS.uploadUsername}
            autoComplete="off"
            data-testid="jira-upload-username"
            {...inputProps('jira_upload_username')}
          />
          <PasswordInput
            label={FIELDS.uploadToken}
            autoComplete="new-password"
            data-testid="jira-upload-token"
            {...tokenHint(stored?.uploadTokenBytes)}
            {...inputProps('jira_upload_token')}
          />
        </SimpleGrid>
      )}
    </>
  );
}
