import type { Notification, OperatorRecord, SessionUser } from '@morphic/contracts';
import type { AccountSettings } from './settings-model';

/** Everything the user can read about themselves, in one JSON document. */
export interface DataExport {
  readonly exported_at: string;
  readonly account: SessionUser;
  readonly operator: OperatorRecord | null;
  readonly notifications: readonly Notification[];
  readonly browser_settings: AccountSettings;
}

export function buildDataExport(parts: {
  readonly account: SessionUser;
  readonly operator: OperatorRecord | null;
  readonly notifications: readonly Notification[];
  readonly settings: AccountSettings;
  readonly at: Date;
}): DataExport {
  return {
    exported_at: parts.at.toISOString(),
    account: parts.account,
    operator: parts.operator,
    notifications: parts.notifications,
    browser_settings: parts.settings,
  };
}

/** `morphic-data-<username>-<yyyy-mm-dd>.json`, the username reduced to safe characters. */
export function dataExportFileName(username: string, at: Date): string {
  const safe = username.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._]+/, '') || 'account';
  return `morphic-data-${safe}-${at.toISOString().slice(0, 10)}.json`;
}
