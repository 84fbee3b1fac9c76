import { ACCOUNT_SETTINGS_TEXTS } from '@morphic/contracts';
import { Badge, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import {
  IconBell,
  IconDeviceFloppy,
  IconLock,
  IconSettings,
  IconUserCircle,
} from '@tabler/icons-react';
import { useSession } from '../../session/hooks/useSession';
import { useAccountSettings } from '../hooks/useAccountSettings';
import { SETTINGS_TABS, type SettingsTab } from '../settings-model';
import { DataDownloadCard } from './DataDownloadCard';
import { DeleteAccountCard } from './DeleteAccountCard';
import { PasswordResetCard } from './PasswordResetCard';
import { NotificationsTab, PreferencesTab, PrivacyTab } from './PreferenceTabs';
import { TwoFactorCard } from './TwoFactorCard';

const T = ACCOUNT_SETTINGS_TEXTS;
const TAB_ICONS = {
  account: IconUserCircle,
  notifications: IconBell,
  privacy: IconLock,
  preferences: IconSettings,
} as const;

interface SettingsPageProps {
  readonly tab: SettingsTab;
  readonly onTabChange: (tab: SettingsTab) => void;
}

/** /settings: account actions and the settings kept in this browser. */
export function SettingsPage({ tab, onTabChange }: SettingsPageProps) {
  const { user } = useSession();
  const { draft, setDraft, save, dirty } = useAccountSettings();
  if (!user) return null;

  return (
    <Stack gap="lg" data-testid="settings-page">
      <Group justify="space-between" align="flex-end" gap="md">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {T.title}
          </Title>
          <Text c="dimmed" mt={4}>
            {T.subtitle}
          </Text>
        </div>
        <Group gap="sm">
          {dirty && (
            <Badge color="orange" variant="light" data-testid="settings-unsaved">
              {T.unsaved}
            </Badge>
          )}
          <Button
            leftSection={<IconDeviceFloppy size={16} />}
            onClick={save}
            data-testid="settings-save"
          >
            {T.save}
          </Button>
        </Group>
      </Group>

      <Tabs
        value={tab}
        onChange={(value) => {
          const next = SETTINGS_TABS.find((candidate) => candidate === value);
          if (next) onTabChange(next);
        }}
        variant="pills"
        radius="md"
        keepMounted={false}
      >
        <Tabs.List aria-label={T.title}>
          {SETTINGS_TABS.map((id) => {
            const Icon = TAB_ICONS[id];
            return (
              <Tabs.Tab
                key={id}
                value={id}
                leftSection={<Icon size={16} />}
                data-testid={`settings-tab-${id}`}
              >
                {T.tabs[id]}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>

        <Tabs.Panel value="account" pt="lg">
          <Stack gap="lg">
            <PasswordResetCard email={user.email} />
            <TwoFactorCard />
            <DataDownloadCard settings={draft} />
            <DeleteAccountCard />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="notifications" pt="lg">
          <NotificationsTab settings={draft} onChange={setDraft} />
        </Tabs.Panel>
        <Tabs.Panel value="privacy" pt="lg">
          <PrivacyTab settings={draft} onChange={setDraft} />
        </Tabs.Panel>
        <Tabs.Panel value="preferences" pt="lg">
          <PreferencesTab settings={draft} onChange={setDraft} />
        </Tabs.Panel>
      </Tabs>
      {tab !== 'account' && (
        <Text size="xs" c="dimmed">
          {T.browserOnly}
        </Text>
      )}
    </Stack>
  );
}
