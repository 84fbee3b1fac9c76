import { expect, type Locator, type Page } from '@playwright/test';

/** The System console's Companies and Company-reps tabs, and the company analysis screen. */
export class CompaniesConsole {
  readonly companiesTab: Locator;
  readonly repsTab: Locator;
  readonly confirmDelete: Locator;
  readonly confirmImpersonate: Locator;

  constructor(readonly page: Page) {
    this.companiesTab = page.getByTestId('companies-tab');
    this.repsTab = page.getByTestId('company-reps-tab');
    this.confirmDelete = page.getByTestId('confirm-delete');
    this.confirmImpersonate = page.getByTestId('confirm-impersonate');
  }

  /** The toast that says this (one that says something else may still be leaving). */
  toast(text: string): Locator {
    return this.page.getByTestId('toast').filter({ hasText: text });
  }

  async gotoCompanies(): Promise<void> {
    await this.page.goto('/system/companies');
    await expect(this.companiesTab).toBeVisible();
  }

  async gotoReps(): Promise<void> {
    await this.page.goto('/system/company-reps');
    await expect(this.repsTab).toBeVisible();
  }

  /** The company's row (a table row on wide screens, a card on narrow ones). */
  companyRow(name: string): Locator {
    return this.page.locator('[data-testid^="company-row-"]').filter({ hasText: name });
  }

  repRow(email: string): Locator {
    return this.page.locator('[data-testid^="rep-row-"]').filter({ hasText: email });
  }

  /** Picks an option of a Mantine select (its input, then the option by its label). */
  async choose(select: Locator, option: string): Promise<void> {
    await select.click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }
}
