/** Every browser-storage key the web app uses (spec 01 section 3, "Browser storage"). */
export const STORAGE_KEYS = {
  token: 'morphic.token',
  lastRole: 'morphic.last_role',
  theme: 'morphic.theme',
  dismissedNotificationTypes: 'morphic.dismissed_notification_types',
  accountSettings: 'morphic.account_settings',
  impersonating: 'impersonating',
  impersonatingAs: 'impersonating_as',
  originalToken: 'original_token',
  impersonatedOperator: 'impersonated_operator',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Keys that mark an admin impersonation; login, logout and switch-back clear them. */
export const IMPERSONATION_KEYS: readonly StorageKey[] = [
  STORAGE_KEYS.impersonating,
  STORAGE_KEYS.impersonatingAs,
  STORAGE_KEYS.originalToken,
  STORAGE_KEYS.impersonatedOperator,
];
