import {
  DEFAULT_ACCOUNT_SETTINGS,
  parseSettingsTab,
  parseStoredSettings,
  sameSettings,
  serializeSettings,
} from './settings-model';

describe('browser settings', () => {
  it("starts from the spec's defaults", () => {
    expect(parseStoredSettings(null)).toEqual({
      notifications: { emailNotifications: true, taskUpdates: true },
      privacy: { profileVisibility: 'public', showEmail: false, showLastSeen: true },
      preferences: { theme: 'light', timezone: 'UTC' },
    });
  });

  it('reads back what it saved', () => {
    const changed = {
      notifications: { emailNotifications: false, taskUpdates: true },
      privacy: { profileVisibility: 'members', showEmail: true, showLastSeen: false },
      preferences: { theme: 'light', timezone: 'Asia/Tokyo' },
    } as const;
    expect(parseStoredSettings(serializeSettings(changed))).toEqual(changed);
    expect(sameSettings(changed, DEFAULT_ACCOUNT_SETTINGS)).toBe(false);
  });

  it('falls back value by value on damaged or unknown entries, and keeps the theme light', () => {
    expect(parseStoredSettings('{not json')).toEqual(DEFAULT_ACCOUNT_SETTINGS);
    expect(
      parseStoredSettings(
        JSON.stringify({
          notifications: { emailNotifications: 'yes', taskUpdates: false },
          privacy: { profileVisibility: 'secret' },
          preferences: { theme: 'dark', timezone: 'Mars/Olympus' },
        }),
      ),
    ).toEqual({
      ...DEFAULT_ACCOUNT_SETTINGS,
      notifications: { emailNotifications: true, taskUpdates: false },
    });
  });

  it('opens the Account tab unless the URL names another', () => {
    expect(parseSettingsTab('privacy')).toBe('privacy');
    expect(parseSettingsTab('billing')).toBe('account');
    expect(parseSettingsTab(undefined)).toBe('account');
  });
});
