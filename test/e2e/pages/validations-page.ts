import type { Locator, Page } from '@playwright/test';
import { AppShell } from './app-shell';

/** `/validations`: the live open-jobs board, the caller's claimed jobs and the decision form. */
export class ValidationsPage {
  readonly shell: AppShell;
  readonly openList: Locator;
  readonly myList: Locator;

  constructor(readonly page: Page) {
    this.shell = new AppShell(page);
    this.openList = page.getByTestId('validation-open-list');
    this.myList = page.getByTestId('validation-my-list');
  }

  async goto(): Promise<void> {
    await this.page.goto('/validations');
  }

  /** Open jobs whose card mentions `text` (a mission title). */
  openJobsWith(text: string): Locator {
    return this.openList.locator('[data-testid^="validation-job-"]', { hasText: text });
  }

  claim(entryId: string): Locator {
    return this.page.getByTestId(`claim-${entryId}`);
  }

  /** The caller's claimed job with its decision form. */
  myJob(entryId: string): Locator {
    return this.myList.getByTestId(`validation-job-${entryId}`);
  }

  /** Passes, fails or sends to review a claimed job with a score and a report. */
  async decide(
    entryId: string,
    decision: 'pass' | 'fail' | 'needs_review',
    score: string,
    report: string,
  ): Promise<void> {
    const job = this.myJob(entryId);
    await job.getByTestId(`decision-${decision}`).click();
    await job.getByTestId('decision-score').fill(score);
    await job.getByTestId('decision-report').fill(report);
    await job.getByTestId('decision-submit').click();
  }
}
