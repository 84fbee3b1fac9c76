import { JIRA_CONSOLE_TEXTS, type JiraUploadConfigResponse } from '@morphic/contracts';
import { SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LoadFailedAlert } from '../../shell/components/LoadFailedAlert';
import { uploadConfigQuery } from '../queries';

const TEXTS = JIRA_CONSOLE_TEXTS.debug;

const Fact = ({ label, value, testId }: { label: string; value: string; testId: string }) => (
  <Stack gap={0} style={{ minWidth: 0 }}>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
      {value}
    </Text>
  </Stack>
);

const facts = (config: JiraUploadConfigResponse) => [
  {
    id: 'account',
    label: JIRA_CONSOLE_TEXTS.settings.account,
    value: config.account_name ?? TEXTS.noAccount,
  },
  {
    id: 'upload',
    label: TEXTS.upload,
    value: config.jira_upload_enabled ? TEXTS.enabled : TEXTS.disabled,
  },
  { id: 'username', label: TEXTS.username, value: config.jira_upload_username ?? TEXTS.none },
  {
    id: 'token',
    label: TEXTS.token,
    value: config.has_upload_token ? TEXTS.tokenBytes(config.upload_token_bytes) : TEXTS.none,
  },
];

/** How the company uploads: its primary (else first) account's upload settings, no token. */
export function JiraUploadConfig({ companyId }: { companyId: string }) {
  const config = useQuery(uploadConfigQuery(companyId));
  if (config.isPending)
    return <Skeleton height={40} radius="md" data-testid="jira-upload-config-loading" />;
  if (config.isError) {
    return (
      <LoadFailedAlert
        title={TEXTS.failedToLoadConfig}
        onRetry={() => void config.refetch()}
        retrying={config.isFetching}
        testId="jira-upload-config-error"
      />
    );
  }
  return (
    <Stack gap={6} data-testid="jira-upload-config">
      <Text fw={600} size="sm">
        {TEXTS.config}
      </Text>
      <SimpleGrid cols={2} spacing="sm" verticalSpacing={6}>
        {facts(config.data).map(({ id, label, value }) => (
          <Fact key={id} label={label} value={value} testId={`jira-upload-config-${id}`} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
