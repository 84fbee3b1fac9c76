import { ACCOUNT_SETTINGS_TEXTS } from '@morphic/contracts';
import { Card, Divider, Select, Switch } from '@mantine/core';
import {
  type AccountSettings,
  PROFILE_VISIBILITIES,
  type ProfileVisibility,
  TIMEZONE_OPTIONS,
  type Timezone,
} from '../settings-model';
import { SettingRow } from './SettingRow';

const T = ACCOUNT_SETTINGS_TEXTS;

interface TabProps {
  readonly settings: AccountSettings;
  readonly onChange: (next: AccountSettings) => void;
}

export function NotificationsTab({ settings, onChange }: TabProps) {
  const set = (patch: Partial<AccountSettings['notifications']>) =>
    onChange({ ...settings, notifications: { ...settings.notifications, ...patch } });
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="settings-notifications">
      <SettingRow {...T.notifications.emailNotifications}>
        <Switch
          checked={settings.notifications.emailNotifications}
          onChange={(event) => set({ emailNotifications: event.currentTarget.checked })}
          aria-label={T.notifications.emailNotifications.label}
          data-testid="setting-email-notifications"
        />
      </SettingRow>
      <Divider />
      <SettingRow {...T.notifications.taskUpdates}>
        <Switch
          checked={settings.notifications.taskUpdates}
          onChange={(event) => set({ taskUpdates: event.currentTarget.checked })}
          aria-label={T.notifications.taskUpdates.label}
          data-testid="setting-task-updates"
        />
      </SettingRow>
    </Card>
  );
}

export function PrivacyTab({ settings, onChange }: TabProps) {
  const set = (patch: Partial<AccountSettings['privacy']>) =>
    onChange({ ...settings, privacy: { ...settings.privacy, ...patch } });
  const visibility = T.privacy.profileVisibility;
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="settings-privacy">
      <SettingRow label={visibility.label} description={visibility.description}>
        <Select
          w={170}
          allowDeselect={false}
          data={PROFILE_VISIBILITIES.map((value) => ({ value, label: visibility.options[value] }))}
          value={settings.privacy.profileVisibility}
          onChange={(value) => {
            const next = PROFILE_VISIBILITIES.find((option) => option === value);
            if (next) set({ profileVisibility: next satisfies ProfileVisibility });
          }}
          aria-label={visibility.label}
          data-testid="setting-profile-visibility"
        />
      </SettingRow>
      <Divider />
      <SettingRow {...T.privacy.showEmail}>
        <Switch
          checked={settings.privacy.showEmail}
          onChange={(event) => set({ showEmail: event.currentTarget.checked })}
          aria-label={T.privacy.showEmail.label}
          data-testid="setting-show-email"
        />
      </SettingRow>
      <Divider />
      <SettingRow {...T.privacy.showLastSeen}>
        <Switch
          checked={settings.privacy.showLastSeen}
          onChange={(event) => set({ showLastSeen: event.currentTarget.checked })}
          aria-label={T.privacy.showLastSeen.label}
          data-testid="setting-show-last-seen"
        />
      </SettingRow>
    </Card>
  );
}

export function PreferencesTab({ settings, onChange }: TabProps) {
  const prefs = T.preferences;
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="settings-preferences">
      <SettingRow label={prefs.theme.label} description={prefs.theme.description}>
        <Select
          w={170}
          data={[{ value: 'light', label: prefs.theme.light }]}
          value="light"
          disabled
          aria-label={prefs.theme.label}
          data-testid="setting-theme"
        />
      </SettingRow>
      <Divider />
      <SettingRow label={prefs.timezone.label} description={prefs.timezone.description}>
        <Select
          w={{ base: 170, xs: 220 }}
          allowDeselect={false}
          searchable
          data={[...TIMEZONE_OPTIONS]}
          value={settings.preferences.timezone}
          onChange={(value) => {
            const timezone = TIMEZONE_OPTIONS.find((option) => option === value);
            if (timezone) {
              onChange({
                ...settings,
                preferences: { ...settings.preferences, timezone: timezone satisfies Timezone },
              });
            }
          }}
          aria-label={prefs.timezone.label}
          data-testid="setting-timezone"
        />
      </SettingRow>
    </Card>
  );
}
