import { MESSAGES } from '@morphic/contracts';
import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useAdminSettings } from '../../settings/hooks/useAdminSettings';
import { CohortSetting } from './CohortSetting';
import { UnderConstructionSetting } from './UnderConstructionSetting';

function formatUpdated(at: string | null, by: string | null): string | null {
  if (!at) return null;
  const when = new Date(at);
  const date = Number.isNaN(when.getTime()) ? at : when.toLocaleString();
  return by ? `Last changed ${date} by @${by}` : `Last changed ${date}`;
}

export function SettingsTab() {
  const settings = useAdminSettings();

  if (settings.isPending) {
    return (
      <Stack gap="md" data-testid="settings-loading">
        <Skeleton height={210} radius="lg" />
        <Skeleton height={190} radius="lg" />
      </Stack>
    );
  }

  if (settings.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} title={MESSAGES.failedToLoadSettings}>
        <Button
          mt="xs"
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconRefresh size={14} />}
          loading={settings.isFetching}
          onClick={() => void settings.refetch()}
        >
          Retry
        </Button>
      </Alert>
    );
  }

  const updated = formatUpdated(settings.data.updated_at, settings.data.updated_by_username);
  return (
    <Stack gap="md" data-testid="settings-tab">
      <CohortSetting current={settings.data.current_cohort.name} />
      <UnderConstructionSetting enabled={settings.data.operators_under_construction.enabled} />
      {updated && (
        <Text size="xs" c="dimmed">
          {updated}
        </Text>
      )}
    </Stack>
  );
}
