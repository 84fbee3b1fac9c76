import { expect, type Locator, type Page } from '@playwright/test';
import { AppShell } from './app-shell';

/** The System console's Operators tab (`/system/operators`) and its impersonation. */
export class OperatorsTab {
  readonly shell: AppShell;
  readonly tab: Locator;
  readonly search: Locator;
  readonly confirmImpersonate: Locator;
  readonly impersonationBanner: Locator;

  constructor(readonly page: Page) {
    this.shell = new AppShell(page);
    this.tab = page.getByTestId('operators-tab');
    this.search = page.getByTestId('operators-search');
    this.confirmImpersonate = page.getByTestId('confirm-impersonate');
    this.impersonationBanner = this.shell.impersonationBanner;
  }

  async goto(): Promise<void> {
    await this.page.goto('/system/operators');
    await expect(this.tab).toBeVisible();
  }

  row(username: string): Locator {
    return this.page.getByTestId(`operator-row-${username}`);
  }

  impersonateButton(username: string): Locator {
    return this.page.getByTestId(`impersonate-${username}`);
  }
}
