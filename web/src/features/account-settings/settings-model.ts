/** The settings kept in the browser only (spec 01 section 3, "Settings"). */

export const TIMEZONE_OPTIONS = [
  'UTC',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'Europe/London',
  'Europe/Paris',
  'Asia/Tokyo',
] as const;
export type Timezone = (typeof TIMEZONE_OPTIONS)[number];

export const PROFILE_VISIBILITIES = ['public', 'members', 'private'] as const;
export type ProfileVisibility = (typeof PROFILE_VISIBILITIES)[number];

export interface AccountSettings {
  readonly notifications: { readonly emailNotifications: boolean; readonly taskUpdates: boolean };
  readonly privacy: {
    readonly profileVisibility: ProfileVisibility;
    readonly showEmail: boolean;
    readonly showLastSeen: boolean;
  };
  readonly preferences: { readonly theme: 'light'; readonly timezone: Timezone };
}

export const DEFAULT_ACCOUNT_SETTINGS: AccountSettings = {
  notifications: { emailNotifications: true, taskUpdates: true },
  privacy: { profileVisibility: 'public', showEmail: false, showLastSeen: true },
  preferences: { theme: 'light', timezone: 'UTC' },
};

export const SETTINGS_TABS = ['account', 'notifications', 'privacy', 'preferences'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export function parseSettingsTab(value: unknown): SettingsTab {
  return SETTINGS_TABS.find((tab) => tab === value) ?? 'account';
}

const objectAt = (value: unknown, key: string): Record<string, unknown> => {
  const inner =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : null;
  return typeof inner === 'object' && inner !== null ? (inner as Record<string, unknown>) : {};
};
const booleanOr = (value: unknown, fallback: boolean): boolean =>
  typeof value === 'boolean' ? value : fallback;
const oneOf = <T extends string>(options: readonly T[], value: unknown, fallback: T): T =>
  options.find((option) => option === value) ?? fallback;

/**
 * The stored settings, each value checked on its own: anything missing, unreadable or out of
 * range falls back to its default, so an old or damaged entry never breaks the page.
 */
export function parseStoredSettings(text: string | null): AccountSettings {
  let stored: unknown = null;
  try {
    stored = text ? JSON.parse(text) : null;
  } catch {
    stored = null;
  }
  const d = DEFAULT_ACCOUNT_SETTINGS;
  const notifications = objectAt(stored, 'notifications');
  const privacy = objectAt(stored, 'privacy');
  const preferences = objectAt(stored, 'preferences');
  return {
    notifications: {
      emailNotifications: booleanOr(
        notifications.emailNotifications,
        d.notifications.emailNotifications,
      ),
      taskUpdates: booleanOr(notifications.taskUpdates, d.notifications.taskUpdates),
    },
    privacy: {
      profileVisibility: oneOf(
        PROFILE_VISIBILITIES,
        privacy.profileVisibility,
        d.privacy.profileVisibility,
      ),
      showEmail: booleanOr(privacy.showEmail, d.privacy.showEmail),
      showLastSeen: booleanOr(privacy.showLastSeen, d.privacy.showLastSeen),
    },
    // The theme is always light (spec 01 section 2.10).
    preferences: {
      theme: 'light',
      timezone: oneOf(TIMEZONE_OPTIONS, preferences.timezone, d.preferences.timezone),
    },
  };
}

export const serializeSettings = (settings: AccountSettings): string => JSON.stringify(settings);

export const sameSettings = (a: AccountSettings, b: AccountSettings): boolean =>
  serializeSettings(a) === serializeSettings(b);
