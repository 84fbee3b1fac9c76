import { SYSTEM_TEXTS } from '@morphic/contracts';
import { expect, type Locator, type Page } from '@playwright/test';
import { AppShell } from './app-shell';

export type SystemTabId = keyof typeof SYSTEM_TEXTS.tabLabels;
export const SYSTEM_TAB_IDS = Object.keys(SYSTEM_TEXTS.tabLabels) as readonly SystemTabId[];

/** The test id each tab's own content carries (the Onboarding tab is the onboarding bank). */
const CONTENT_TEST_IDS: Partial<Record<SystemTabId, string>> = {
  onboarding: 'onboarding-bank-tab',
};

/** The System Management console: its tab list, each tab at `/system/<tab>`, and the open panel. */
export class SystemConsolePage {
  readonly shell: AppShell;
  readonly console: Locator;
  readonly tabList: Locator;
  readonly loading: Locator;

  constructor(readonly page: Page) {
    this.shell = new AppShell(page);
    this.console = page.getByTestId('system-console');
    this.tabList = page.getByRole('tablist', { name: 'System console sections' });
    this.loading = page.getByTestId('system-tab-loading');
  }

  static path(tab: SystemTabId): string {
    return `/system/${tab}`;
  }

  /** A tab's panel, named by its tab (a tab may hold tabs of its own). */
  panel(tab: SystemTabId): Locator {
    return this.page.getByRole('tabpanel', { name: SYSTEM_TEXTS.tabLabels[tab], exact: true });
  }

  tab(tab: SystemTabId): Locator {
    return this.page.getByTestId(`system-tab-${tab}`);
  }

  private contentTestId(tab: SystemTabId): string {
    return CONTENT_TEST_IDS[tab] ?? `${tab}-tab`;
  }

  /** The tab's own content (its panel's root element). */
  content(tab: SystemTabId): Locator {
    return this.page.getByTestId(this.contentTestId(tab));
  }

  async open(tab: SystemTabId): Promise<void> {
    await this.page.goto(SystemConsolePage.path(tab));
    await this.expectOpen(tab);
  }

  /** The address, the selected tab and the panel's content all are `tab`'s. */
  async expectOpen(tab: SystemTabId): Promise<void> {
    await expect(this.page).toHaveURL(SystemConsolePage.path(tab));
    await expect(this.tab(tab)).toHaveAttribute('aria-selected', 'true');
    await expect(this.tabList.getByRole('tab', { selected: true })).toHaveCount(1);
    await expect(this.panel(tab).getByTestId(this.contentTestId(tab))).toBeVisible();
  }
}
