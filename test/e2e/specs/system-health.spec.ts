import { PLATFORM_FIGURES_TEXTS, SYSTEM_HEALTH_TEXTS } from '@morphic/contracts';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { waitForRealtimeOnline } from '../support/realtime';
import { snap } from '../support/screenshots';
import { signInContext } from '../support/session';

const WIDE = { width: 1280, height: 900 };
const NARROW = { width: 390, height: 844 };
/** A small read model: one document, rebuilt in a blink without disturbing other specs. */
const PROJECTION = 'settings';

async function openTab(page: Page, tab: string, ready: string): Promise<void> {
  await page.goto(`/system/${tab}`);
  await expect(page.getByTestId(ready)).toBeVisible();
}

/** Brings the tab's figures into view (on a phone they sit below the tab list), then shoots. */
async function snapAt(page: Page, testInfo: TestInfo, testId: string, name: string) {
  await page.getByTestId(testId).evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await snap(page, testInfo, name);
}

/** Each figures tab with its figures (not their skeletons) and its explanations on screen. */
async function walkFigures(page: Page, testInfo: TestInfo, width: string): Promise<void> {
  await openTab(page, 'home', 'home-tab');
  await expect(page.getByTestId('home-operators-value')).toHaveText(/^\d[\d,]*$/);
  await expect(page.getByTestId('home-companies-value')).toHaveText(/^\d+$/);
  await expect(page.getByTestId('home-company-reps-value')).toHaveText(/^\d+$/);
  await expect(page.getByTestId('home-uptime-value')).toHaveText(/\d+ (s|min|h|d)/);
  await expect(page.getByText(PLATFORM_FIGURES_TEXTS.home.operatorsMeaning)).toBeVisible();
  await snapAt(page, testInfo, 'home-operators', `system-home-${width}`);

  await openTab(page, 'reward-economy', 'reward-economy-tab');
  await expect(page.getByTestId('reward-economy-credits-value')).toHaveText(/^\d/);
  await expect(page.getByText(PLATFORM_FIGURES_TEXTS.rewards.earnedMeaning)).toBeVisible();
  await expect(page.getByText(PLATFORM_FIGURES_TEXTS.rewards.notShown)).toBeVisible();
  await snapAt(page, testInfo, 'reward-economy-credits', `system-reward-economy-${width}`);

  await openTab(page, 'scheduler', 'scheduler-tab');
  await expect(page.getByTestId('scheduler-slots-value')).toHaveText(/^\d+ \/ \d+/);
  await expect(page.getByTestId('scheduler-daily-totals')).toHaveText(/Taken \d+/);
  await expect(page.locator('[data-testid="scheduler-daily"] .recharts-surface')).toBeVisible();
  await expect(page.getByText(PLATFORM_FIGURES_TEXTS.scheduler.takenMeaning)).toBeVisible();
  await snapAt(page, testInfo, 'scheduler-slots', `system-scheduler-${width}`);
  await snapAt(page, testInfo, 'scheduler-daily', `system-scheduler-chart-${width}`);

  await openTab(page, 'cluster-insights', 'cluster-insights-tab');
  // The demo world's missions carry domain tags and its operators declare skills.
  await expect(page.locator('[data-testid^="cluster-tags-row-"]').first()).toBeVisible();
  await expect(page.locator('[data-testid^="cluster-skills-row-"]').first()).toBeVisible();
  await expect(page.getByText(PLATFORM_FIGURES_TEXTS.clusters.skillsMeaning)).toBeVisible();
  await snapAt(page, testInfo, 'cluster-tags', `system-cluster-insights-${width}`);
  await snapAt(page, testInfo, 'cluster-skills', `system-cluster-skills-${width}`);
}

test.describe('the System console’s health and figures tabs', () => {
  test('a founder rebuilds a read model from System health while another tab works', async ({
    page,
    context,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    await signInContext(context, request, 'founder');
    await page.setViewportSize(WIDE);

    await openTab(page, 'system-health', 'system-health-tab');
    await waitForRealtimeOnline(page);
    await expect(page.getByTestId('event-store-head')).toHaveText(/^\d+/);
    const row = page.getByTestId(`projection-row-${PROJECTION}`);
    await expect(row).toBeVisible();
    await expect(page.getByTestId(`projection-state-${PROJECTION}`)).toHaveText('live');
    await expect(page.locator('[data-testid^="reactor-row-"]').first()).toBeVisible();
    await expect(page.getByText(SYSTEM_HEALTH_TEXTS.meaning.lag)).toBeVisible();
    const generation = Number(
      await page.getByTestId(`projection-generation-${PROJECTION}`).textContent(),
    );
    await snap(page, testInfo, 'system-health-1280');

    // Another tab of the app keeps working while the read model is rebuilt.
    const other = await context.newPage();
    await other.setViewportSize(WIDE);
    await other.goto('/system/companies');
    await waitForRealtimeOnline(other);

    await page.getByTestId(`rebuild-${PROJECTION}`).click();
    await expect(page.getByText(SYSTEM_HEALTH_TEXTS.confirmBody)).toBeVisible();
    await snap(page, testInfo, 'system-health-confirm-1280');
    await page.getByTestId(`confirm-rebuild-${PROJECTION}`).click();
    await other.reload();
    await expect(other.locator('[data-testid^="company-row-"]').first()).toBeVisible();

    // The progress arrives as pushes and ends switched over, on a new generation.
    const progress = page.getByTestId(`rebuild-progress-${PROJECTION}`);
    await expect(progress).toHaveAttribute('data-state', 'idle');
    await expect(page.getByTestId(`rebuild-progress-${PROJECTION}-state`)).toHaveText('done');
    await expect(progress).toContainText(/Rebuilt from \d+ events/);
    await expect(page.getByTestId(`projection-generation-${PROJECTION}`)).toHaveText(
      String(generation + 1),
    );
    await expect(page.getByTestId(`projection-state-${PROJECTION}`)).toHaveText('live');
    await expect(page.getByTestId(`rebuild-${PROJECTION}`)).toBeEnabled();
    await snap(page, testInfo, 'system-health-rebuilt-1280');
    // The read model answers from its new generation: the cohort still shows in the other tab.
    await other.goto('/system/settings');
    await expect(other.getByTestId('current-cohort-admin')).not.toBeEmpty();
    await other.close();

    await page.setViewportSize(NARROW);
    await openTab(page, 'system-health', 'system-health-tab');
    await expect(page.getByTestId(`rebuild-progress-${PROJECTION}`)).toHaveAttribute(
      'data-state',
      'idle',
    );
    await snapAt(page, testInfo, `projection-row-${PROJECTION}`, 'system-health-390');
  });

  // One walk per width, each its own test: together they outgrew one test's time on a busy runner.
  for (const [width, viewport] of [
    ['1280', WIDE],
    ['390', NARROW],
  ] as const) {
    test(`a founder walks Home, Reward economy, Scheduler and Cluster insights at ${width} px`, async ({
      page,
      context,
      request,
    }, testInfo) => {
      test.setTimeout(60_000);
      await signInContext(context, request, 'founder');
      await page.setViewportSize(viewport);
      await walkFigures(page, testInfo, width);
    });
  }
});
