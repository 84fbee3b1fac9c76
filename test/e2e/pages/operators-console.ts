import { expect, type Locator, type Page } from '@playwright/test';

/** The System console's Operators, Admins and Validators tabs (`/system/<tab>`), for a founder. */
export class OperatorsConsole {
  constructor(readonly page: Page) {}

  async open(tab: 'operators' | 'admins' | 'validators'): Promise<void> {
    await this.page.goto(`/system/${tab}`);
    await expect(this.page.getByTestId(`${tab}-tab`)).toBeVisible();
  }

  byTestId(testId: string): Locator {
    return this.page.getByTestId(testId);
  }

  row(handle: string): Locator {
    return this.page.getByTestId(`operator-row-${handle}`);
  }

  staffRow(handle: string): Locator {
    return this.page.getByTestId(`staff-row-${handle}`);
  }

  /** Fills and sends a create form (`operator-create`, `admins-tab-create`, `validators-tab-create`), and waits until it is accepted. */
  async create(
    prefix: string,
    account: { handle: string; email: string; fullName: string; password: string },
  ): Promise<void> {
    await this.byTestId(`${prefix}-handle`).fill(account.handle);
    await this.byTestId(`${prefix}-email`).fill(account.email);
    await this.byTestId(`${prefix}-full-name`).fill(account.fullName);
    await this.byTestId(`${prefix}-password`).fill(account.password);
    await this.byTestId(`${prefix}-submit`).click();
    // The form closes once the account exists; a refused create keeps it open with its reason.
    await expect(this.byTestId(`${prefix}-form`)).toHaveCount(0);
  }

  async search(text: string): Promise<void> {
    await this.byTestId('operators-search').fill(text);
  }

  /** Opens a row's "More actions" menu and picks one (`role`, `flags`, `notify`, …). */
  async rowAction(handle: string, action: string): Promise<void> {
    await this.byTestId(`operator-actions-${handle}`).click();
    await this.byTestId(`operator-${action}-${handle}`).click();
  }
}
