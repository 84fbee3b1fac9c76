import { expect, type Locator, type Page } from '@playwright/test';

/** The profile at `/profile`: view and edit modes, CV and character report cards. */
export class ProfilePage {
  readonly page: Page;
  readonly details: Locator;
  readonly edit: Locator;
  readonly save: Locator;
  readonly bioInput: Locator;
  readonly ageInput: Locator;
  readonly viewBio: Locator;
  readonly viewAge: Locator;
  readonly cvFileInput: Locator;
  readonly cvName: Locator;
  readonly cvError: Locator;
  readonly cvDownload: Locator;
  readonly characterReportStatus: Locator;
  readonly accessDenied: Locator;

  constructor(page: Page) {
    this.page = page;
    this.details = page.getByTestId('profile-details');
    this.edit = page.getByTestId('profile-edit');
    this.save = page.getByTestId('profile-save');
    this.bioInput = page.getByTestId('profile-bio-input');
    this.ageInput = page.getByTestId('profile-age-input');
    this.viewBio = page.getByTestId('profile-view-bio');
    this.viewAge = page.getByTestId('profile-view-age');
    this.cvFileInput = page.locator('[data-testid="cv-dropzone"] input[type="file"]');
    this.cvName = page.getByTestId('cv-current-name');
    this.cvError = page.getByTestId('cv-error');
    this.cvDownload = page.getByTestId('cv-download');
    this.characterReportStatus = page.getByTestId('profile-character-report-status');
    this.accessDenied = page.getByTestId('access-denied');
  }

  async goto(): Promise<void> {
    await this.page.goto('/profile');
  }

  async waitForProfile(): Promise<void> {
    await expect(this.details).toBeVisible();
  }
}
