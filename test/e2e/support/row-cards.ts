import { expect, type Locator } from '@playwright/test';

/**
 * After the viewport narrows, an admin list re-renders its table rows as cards: waits for the
 * card (scrolling to the table row that is about to go fails on a detached element), then
 * scrolls it into view.
 */
export async function scrollToCard(row: Locator): Promise<void> {
  await expect(row).not.toHaveJSProperty('tagName', 'TR');
  await row.scrollIntoViewIfNeeded();
  await expect(row).toBeInViewport();
}
