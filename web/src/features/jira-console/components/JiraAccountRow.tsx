import { JIRA_CONSOLE_TEXTS, type JiraAccountView } from '@morphic/contracts';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAdjustments, IconCheck } from '@tabler/icons-react';
import { formatDate } from '../../account/format';
import { NameBadges } from '../../shell/components/NameBadges';
import { DeleteJiraAccount } from './DeleteJiraAccount';

const TEXTS = JIRA_CONSOLE_TEXTS;

/** The last sync's outcome and when, or that there was none (sync_status is free text). */
const syncText = ({ sync_status: status, last_sync_at: at }: JiraAccountView) =>
  status ? (at ? TEXTS.lastSynced(status, formatDate(at)) : status) : TEXTS.neverSynced;

/** One account: its badges, site, projects and last sync; Manage selects it for settings. */
export function JiraAccountRow({
  account,
  selected,
  onSelect,
}: {
  account: JiraAccountView;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      style={selected ? { borderColor: 'var(--mantine-color-indigo-5)' } : undefined}
      data-testid={`jira-account-row-${account.id}`}
      data-selected={selected}
    >
      <Stack gap={6}>
        <Group gap={6}>
          <Text fw={700} data-testid="jira-account-name-text">
            {account.account_name}
          </Text>
          {account.is_primary && (
            <Badge size="sm" variant="filled" color="indigo" data-testid="jira-account-primary">
              {TEXTS.badges.primary}
            </Badge>
          )}
          <Badge
            size="sm"
            variant="light"
            color={account.is_active ? 'teal' : 'gray'}
            data-testid="jira-account-active"
            data-active={account.is_active}
          >
            {account.is_active ? TEXTS.badges.active : TEXTS.badges.inactive}
          </Badge>
          {account.jira_upload_enabled && (
            <Badge size="sm" variant="outline" color="indigo">
              {TEXTS.badges.uploads}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {account.jira_url}
        </Text>
        {account.jira_project_keys.length > 0 ? (
          <NameBadges names={account.jira_project_keys} />
        ) : (
          <Text size="xs" c="dimmed">
            {TEXTS.noProjectKeys}
          </Text>
        )}
        {account.last_push_error && (
          <Text size="xs" c="red" data-testid="jira-account-push-error">
            {TEXTS.lastPushFailed(account.last_push_error)}
          </Text>
        )}
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed" data-testid="jira-account-sync-status">
            {syncText(account)}
          </Text>
          <Group gap={6}>
            <Button
              size="compact-sm"
              variant={selected ? 'filled' : 'light'}
              leftSection={selected ? <IconCheck size={14} /> : <IconAdjustments size={14} />}
              onClick={onSelect}
              data-testid={`jira-manage-${account.id}`}
            >
              {selected ? TEXTS.selected : TEXTS.manage}
            </Button>
            <DeleteJiraAccount account={account} />
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
