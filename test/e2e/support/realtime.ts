import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page's Socket.IO connection is up: the web app mirrors its state on
 * `<body data-realtime>` (web/src/lib/realtime/realtime-status-store.ts).
 */
export async function waitForRealtimeOnline(page: Page): Promise<void> {
  await expect(page.locator('body')).toHaveAttribute('data-realtime', 'online');
  await expect(page.getByTestId('realtime-indicator')).toHaveAttribute('data-state', 'online');
}

/**
 * Marks the current document so a test can later prove the page was updated in place:
 * a reload or a full navigation loses the marker, a live update keeps it. Also counts
 * main-frame navigations from now on.
 */
export async function markDocument(page: Page, marker: string): Promise<() => number> {
  await page.evaluate((value) => {
    (window as unknown as Record<string, unknown>).__e2eMarker = value;
  }, marker);
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  return () => navigations;
}

/** The marker set by `markDocument`, or null once the document was replaced. */
export function readDocumentMarker(page: Page): Promise<unknown> {
  return page.evaluate(() => (window as unknown as Record<string, unknown>).__e2eMarker ?? null);
}
