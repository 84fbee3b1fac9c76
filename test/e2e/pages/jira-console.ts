import { expect, type Locator, type Page } from '@playwright/test';

/** The Jira section of the company analysis screen. */
export class JiraConsole {
  readonly section: Locator;
  readonly sync: Locator;
  readonly addAccount: Locator;
  readonly createForm: Locator;
  readonly panel: Locator;
  readonly calibrationStatus: Locator;
  readonly calibrationField: Locator;
  readonly debug: Locator;

  constructor(readonly page: Page) {
    this.section = page.getByTestId('company-jira-section');
    this.sync = page.getByTestId('jira-sync');
    this.addAccount = page.getByTestId('jira-add-account');
    this.createForm = page.getByTestId('jira-create-form');
    this.panel = page.getByTestId('jira-account-panel');
    this.calibrationStatus = page.getByTestId('jira-calibration-status');
    this.calibrationField = page.getByTestId('jira-calibration-field');
    this.debug = page.getByTestId('jira-debug');
  }

  async goto(companyId: string): Promise<void> {
    await this.page.goto(`/company-analysis/${companyId}`);
    await expect(this.page.getByTestId('jira-accounts')).toBeVisible();
  }

  /** The account's row in the list, by its name. */
  account(name: string): Locator {
    return this.page.locator('[data-testid^="jira-account-row-"]').filter({ hasText: name });
  }

  /** Selects the account for its settings, tests and calibration. */
  async manage(name: string): Promise<void> {
    await this.account(name).locator('[data-testid^="jira-manage-"]').click();
    await expect(this.account(name)).toHaveAttribute('data-selected', 'true');
  }

  /** The toast that says this (one that says something else may still be leaving). */
  toast(text: string | RegExp): Locator {
    return this.page.getByTestId('toast').filter({ hasText: text });
  }

  /** Clicks and waits for the answer of the call it makes. */
  async clickAndAnswer(button: Locator, method: string, pathEnd: string): Promise<void> {
    const answered = this.page.waitForResponse(
      (response) =>
        response.request().method() === method &&
        new URL(response.url()).pathname.endsWith(pathEnd),
    );
    await button.click();
    expect((await answered).ok()).toBe(true);
  }
}
