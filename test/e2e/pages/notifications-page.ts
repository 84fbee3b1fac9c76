import type { Locator, Page } from '@playwright/test';
import { AppShell } from './app-shell';

/** `/notifications`: the signed-in user's list with read, read all and delete. */
export class NotificationsPage {
  readonly shell: AppShell;
  readonly list: Locator;
  readonly readAll: Locator;
  readonly empty: Locator;
  readonly signInRequired: Locator;

  constructor(readonly page: Page) {
    this.shell = new AppShell(page);
    this.list = page.getByTestId('notifications-list');
    this.readAll = page.getByTestId('notifications-read-all');
    this.empty = page.getByTestId('notifications-empty');
    this.signInRequired = page.getByTestId('sign-in-required');
  }

  async goto(): Promise<void> {
    await this.page.goto('/notifications');
  }

  /** The card of the notification with this title. */
  card(title: string): Locator {
    return this.list.locator('li', { hasText: title });
  }

  markRead(title: string): Locator {
    return this.card(title).getByRole('button', { name: 'Mark as read' });
  }

  delete(title: string): Locator {
    return this.card(title).getByRole('button', { name: 'Delete' });
  }
}
