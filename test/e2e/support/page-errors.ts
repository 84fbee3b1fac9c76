import type { Page } from '@playwright/test';

/**
 * The errors the page throws or logs from now on (a guard or a loader must log none): the
 * returned list fills as they happen.
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}
