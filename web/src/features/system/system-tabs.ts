/** The System console's tabs; later issues add companies, missions and the rest. */
export const SYSTEM_TABS = ['operators', 'notifications', 'settings'] as const;
export type SystemTab = (typeof SYSTEM_TABS)[number];

/** The tab /system opens on when the address names none (or an unknown one). */
export const DEFAULT_SYSTEM_TAB: SystemTab = 'settings';

export function parseSystemTab(value: unknown): SystemTab {
  return SYSTEM_TABS.find((tab) => tab === value) ?? DEFAULT_SYSTEM_TAB;
}
