import { SYSTEM_TEXTS } from '@morphic/contracts';

/** The System console's tabs, in the sidebar's order (spec 03 "Sidebar tabs of /system"). */
export const SYSTEM_TABS = Object.keys(SYSTEM_TEXTS.tabLabels) as readonly SystemTab[];
export type SystemTab = keyof typeof SYSTEM_TEXTS.tabLabels;

/** The tab /system opens on, and where an old `?tab=` naming no tab goes. */
export const DEFAULT_SYSTEM_TAB: SystemTab = 'home';

export function parseSystemTab(value: unknown): SystemTab {
  return SYSTEM_TABS.find((tab) => tab === value) ?? DEFAULT_SYSTEM_TAB;
}

/** A tab's own address: each tab is a child route of /system. */
export function systemTabPath<Tab extends SystemTab>(tab: Tab): `/system/${Tab}` {
  return `/system/${tab}`;
}

/** The tab at an address, or of a /system child route (its route id is its path), if any. */
export function systemTabAt(path: string | undefined): SystemTab | undefined {
  return SYSTEM_TABS.find((tab) => path === systemTabPath(tab));
}
