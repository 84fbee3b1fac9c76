import type { Locator, Page } from '@playwright/test';
import { AppShell } from './app-shell';

/** `/marketplace`: mission cards, the detail panel and Take This Task. */
export class MarketplacePage {
  readonly shell: AppShell;
  readonly list: Locator;
  readonly takeTask: Locator;
  readonly confirmTakeTask: Locator;

  constructor(readonly page: Page) {
    this.shell = new AppShell(page);
    this.list = page.getByTestId('marketplace-list');
    this.takeTask = page.getByTestId('take-task');
    this.confirmTakeTask = page.getByTestId('confirm-take-task');
  }

  async goto(): Promise<void> {
    await this.page.goto('/marketplace');
  }

  /** The card of the mission with this id. */
  missionCard(missionId: string): Locator {
    return this.page.getByTestId(`mission-card-${missionId}`);
  }
}
