import { Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { adminSettingsQuery } from '../../settings/queries';
import { CohortSetting } from './CohortSetting';
import { TestEmailSetting } from './TestEmailSetting';
import { UnderConstructionSetting } from './UnderConstructionSetting';

function formatUpdated(at: string | null, by: string | null): string | null {
  if (!at) return null;
  const when = new Date(at);
  const date = Number.isNaN(when.getTime()) ? at : when.toLocaleString();
  return by ? `Last changed ${date} by @${by}` : `Last changed ${date}`;
}

export function SettingsTab() {
  const settings = useSuspenseQuery(adminSettingsQuery());

  const updated = formatUpdated(settings.data.updated_at, settings.data.updated_by_username);
  return (
    <Stack gap="md" data-testid="settings-tab">
      <CohortSetting current={settings.data.current_cohort.name} />
      <UnderConstructionSetting enabled={settings.data.operators_under_construction.enabled} />
      <TestEmailSetting />
      {updated && (
        <Text size="xs" c="dimmed">
          {updated}
        </Text>
      )}
    </Stack>
  );
}
