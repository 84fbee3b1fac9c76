import { JIRA_CONSOLE_TEXTS } from '@morphic/contracts';
import { ActionIcon, Code, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

const TEXTS = JIRA_CONSOLE_TEXTS.settings;

/** The address Jira sends the account's issue events to, with a copy button. */
export function WebhookUrl({ url }: { url: string }) {
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {TEXTS.webhookUrl}
      </Text>
      <Group gap={4} wrap="nowrap" align="flex-start">
        <Code
          block
          style={{ flex: 1, minWidth: 0, whiteSpace: 'normal', overflowWrap: 'anywhere' }}
          data-testid="jira-webhook-url"
        >
          {url}
        </Code>
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? TEXTS.copied : TEXTS.copy} withArrow>
              <ActionIcon
                variant="light"
                color={copied ? 'teal' : 'gray'}
                size="lg"
                onClick={copy}
                aria-label={TEXTS.copy}
                data-testid="jira-webhook-copy"
              >
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
      <Text size="xs" c="dimmed">
        {TEXTS.webhookHint}
      </Text>
    </Stack>
  );
}
