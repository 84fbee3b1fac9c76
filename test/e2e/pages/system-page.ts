import { expect, type Locator, type Page } from '@playwright/test';
import { AppShell } from './app-shell';

/** The System Management console's Settings tab at `/system/settings`. */
export class SystemSettingsPage {
  readonly shell: AppShell;
  readonly console: Locator;
  readonly settingsTab: Locator;
  readonly cohortInput: Locator;
  readonly cohortSubmit: Locator;
  readonly currentCohort: Locator;
  readonly underConstructionSwitch: Locator;
  readonly accessDenied: Locator;

  constructor(readonly page: Page) {
    this.shell = new AppShell(page);
    this.console = page.getByTestId('system-console');
    this.settingsTab = page.getByTestId('settings-tab');
    this.cohortInput = page.getByTestId('cohort-input');
    this.cohortSubmit = page.getByTestId('cohort-submit');
    this.currentCohort = page.getByTestId('current-cohort-admin');
    this.underConstructionSwitch = page.getByTestId('under-construction-switch');
    this.accessDenied = page.getByTestId('access-denied');
  }

  async goto(): Promise<void> {
    await this.page.goto('/system/settings');
  }

  /** Waits until the settings (not their loading skeletons) are on screen. */
  async waitForSettings(): Promise<void> {
    await expect(this.settingsTab).toBeVisible();
    await expect(this.currentCohort).not.toBeEmpty();
  }

  async setCohort(name: string): Promise<void> {
    await this.cohortInput.fill(name);
    await this.cohortSubmit.click();
  }

  /** Flips the switch and waits until the command settled (the switch is enabled again). */
  async setUnderConstruction(enabled: boolean): Promise<void> {
    await expect(this.underConstructionSwitch).toBeEnabled();
    await this.underConstructionSwitch.setChecked(enabled);
    await expect(this.underConstructionSwitch).toBeEnabled();
  }
}
