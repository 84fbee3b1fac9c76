import { COMPANY_TEXTS, JIRA_CONSOLE_TEXTS } from '@morphic/contracts';
import { Group, Stack, Text } from '@mantine/core';
import { IconCloudUpload, IconPlugConnected } from '@tabler/icons-react';
import { companiesApi } from '../../../lib/api/clients';
import { JiraTestButton } from './JiraTestButton';

const TEXTS = COMPANY_TEXTS.jira;

/** The account's connection test (API token) and upload test (upload credentials). */
export function JiraTests({ accountId }: { accountId: string }) {
  const params = { id: accountId };
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {JIRA_CONSOLE_TEXTS.tests.title}
      </Text>
      <Group gap="md" align="flex-start">
        <JiraTestButton
          label={JIRA_CONSOLE_TEXTS.tests.connection}
          icon={<IconPlugConnected size={16} />}
          run={() => companiesApi.testJiraAccount({ params })}
          defaults={{ ok: TEXTS.connectionOk, failed: TEXTS.connectionFailed }}
          testId="jira-test-connection"
        />
        <JiraTestButton
          label={JIRA_CONSOLE_TEXTS.tests.upload}
          icon={<IconCloudUpload size={16} />}
          run={() => companiesApi.testJiraUpload({ params })}
          defaults={{ ok: TEXTS.uploadOk, failed: TEXTS.uploadFailed }}
          testId="jira-test-upload"
        />
      </Group>
    </Stack>
  );
}
