import { JIRA_CONSOLE_TEXTS } from '@morphic/contracts';
import { ActionIcon, Code, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

const TEXTS = JIRA_CONSOLE_TEXTS.settings;

/** A labelled value with a copy button. */
function CopyableValue({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {label}
      </Text>
      <Group gap={4} wrap="nowrap" align="flex-start">
        <Code
          block
          style={{ flex: 1, minWidth: 0, whiteSpace: 'normal', overflowWrap: 'anywhere' }}
          data-testid={testId}
        >
          {value}
        </Code>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? TEXTS.copied : TEXTS.copy} withArrow>
              <ActionIcon
                variant="light"
                color={copied ? 'teal' : 'gray'}
                size="lg"
                onClick={copy}
                aria-label={`${TEXTS.copy} ${label}`}
                data-testid={`${testId}-copy`}
              >
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

/** Where Jira sends the account's issue events, and the secret it signs them with. */
export function WebhookUrl({ url, secret }: { url: string; secret: string }) {
  return (
    <Stack gap="xs">
      <CopyableValue label={TEXTS.webhookUrl} value={url} testId="jira-webhook-url" />
      <CopyableValue label={TEXTS.webhookSecret} value={secret} testId="jira-webhook-secret" />
      <Text size="xs" c="dimmed">
        {TEXTS.webhookHint}
      </Text>
    </Stack>
  );
}
