import type { Locator, Page } from '@playwright/test';
import { AppShell } from './app-shell';

/** `/marketplace-submission/{id}` and `/task-submission/{id}`: files, submit and the result. */
export class SubmissionPage {
  readonly shell: AppShell;
  readonly state: Locator;
  readonly uploadInput: Locator;
  readonly notes: Locator;
  readonly submit: Locator;
  readonly validationPanel: Locator;
  readonly validationScore: Locator;
  readonly validationFeedback: Locator;

  constructor(readonly page: Page) {
    this.shell = new AppShell(page);
    this.state = page.getByTestId('assignment-state');
    this.uploadInput = page.getByTestId('upload-input');
    this.notes = page.getByTestId('submission-notes');
    this.submit = page.getByTestId('submit-assignment');
    this.validationPanel = page.getByTestId('validation-panel');
    this.validationScore = page.getByTestId('validation-score');
    this.validationFeedback = page.getByTestId('validation-feedback');
  }

  /** The listed file with this original name. */
  file(originalName: string): Locator {
    return this.page.getByTestId(`submission-file-${originalName}`);
  }
}
