import { expect, type Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';
import { readFileSync } from 'node:fs';

/** axe-core's browser build, read once from node_modules. */
let axeSource: string | null = null;
const axeScript = (): string => (axeSource ??= readFileSync(require.resolve('axe-core'), 'utf8'));

const BLOCKING: ReadonlySet<Result['impact']> = new Set(['serious', 'critical']);

/** One line per failing rule: its impact, id, help and where (the first few elements). */
const describe = (violation: Result): string =>
  `[${violation.impact}] ${violation.id}: ${violation.help}\n${violation.nodes
    .slice(0, 5)
    .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
    .join('\n')}`;

/**
 * Runs axe-core (WCAG 2 A and AA, and best practices) on the page as it is now and fails the
 * test on any serious or critical violation, naming each. The script goes in through the
 * DevTools protocol, so the app's Content-Security-Policy, which refuses inline scripts, holds.
 */
export async function expectNoSeriousA11yViolations(page: Page, screen: string): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeScript());
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: () => Promise<AxeResults> } }).axe.run(),
  );
  const blocking = results.violations.filter((violation) => BLOCKING.has(violation.impact));
  expect(blocking.map(describe), `serious or critical axe violations on ${screen}`).toEqual([]);
}
