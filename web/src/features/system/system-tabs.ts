import { SYSTEM_TEXTS } from '@morphic/contracts';

/** The System console's tabs, in the sidebar's order (spec 03 "Sidebar tabs of /system"). */
export const SYSTEM_TABS = Object.keys(SYSTEM_TEXTS.tabLabels) as readonly SystemTab[];
export type SystemTab = keyof typeof SYSTEM_TEXTS.tabLabels;

/** The tab /system opens on when the address names none (or an unknown one). */
export const DEFAULT_SYSTEM_TAB: SystemTab = 'home';

export function parseSystemTab(value: unknown): SystemTab {
  return SYSTEM_TABS.find((tab) => tab === value) ?? DEFAULT_SYSTEM_TAB;
}
