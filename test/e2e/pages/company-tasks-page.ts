import type { Locator, Page } from '@playwright/test';
import { AppShell } from './app-shell';

/** `/company-tasks`: the company's missions by status, with the payment summary. */
export class CompanyTasksPage {
  readonly shell: AppShell;
  readonly root: Locator;
  readonly newTask: Locator;
  readonly filter: Locator;

  constructor(readonly page: Page) {
    this.shell = new AppShell(page);
    this.root = page.getByTestId('company-tasks-page');
    this.newTask = page.getByTestId('company-tasks-new');
    this.filter = page.getByTestId('company-tasks-filter');
  }

  async goto(): Promise<void> {
    await this.page.goto('/company-tasks');
  }

  /** The card of the mission titled `title`. */
  taskTitled(title: string): Locator {
    return this.root.getByTestId(/^company-task-[0-9a-f-]{36}$/).filter({ hasText: title });
  }

  /** The id of the mission titled `title`, read from its card. */
  async missionIdOf(title: string): Promise<string> {
    const testId = await this.taskTitled(title).getAttribute('data-testid');
    return testId?.replace('company-task-', '') ?? '';
  }

  /** The status badge of the mission with this id (`data-status` holds the status). */
  status(missionId: string): Locator {
    return this.page.getByTestId(`company-task-status-${missionId}`);
  }

  owed(asset: string): Locator {
    return this.page.getByTestId(`payments-owed-${asset}`);
  }
}

/** `/company/tasks/new`: the company task form. */
export class CompanyTaskFormPage {
  readonly title: Locator;
  readonly description: Locator;
  readonly rewardAmount: Locator;
  readonly domainTags: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByTestId('company-task-title');
    this.description = page.getByTestId('company-task-description');
    this.rewardAmount = page.getByTestId('company-task-reward-amount');
    this.domainTags = page.getByTestId('company-task-domain-tags');
    this.submit = page.getByTestId('company-task-submit');
  }
}
