/** The System console's tabs; later issues add companies, missions and the rest. */
export const SYSTEM_TABS = ['operators', 'notifications', 'settings'] as const;
export type SystemTab = (typeof SYSTEM_TABS)[number];

export function parseSystemTab(value: unknown): SystemTab {
  return SYSTEM_TABS.find((tab) => tab === value) ?? 'settings';
}
