import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Page, type TestInfo } from '@playwright/test';

/**
 * Screenshots a page state the test asserts: attached to the report, and also written to
 * E2E_SHOTS_DIR (as `<name>.png`) when that variable is set, for a human to look at.
 */
export async function snap(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const body = await page.screenshot();
  await testInfo.attach(name, { body, contentType: 'image/png' });
  const dir = process.env.E2E_SHOTS_DIR;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${name}.png`), body);
  }
}
