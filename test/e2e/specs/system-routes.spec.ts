import { expect, test } from '@playwright/test';
import { LandingPage } from '../pages/landing-page';
import { SYSTEM_TAB_IDS, SystemConsolePage } from '../pages/system-console';
import { collectPageErrors } from '../support/page-errors';
import { snap } from '../support/screenshots';
import { signInContext } from '../support/session';

const WIDE = { width: 1280, height: 900 };
const NARROW = { width: 390, height: 844 };

test.describe('the System console’s tabs as addresses of their own', () => {
  test('a founder opens each of the nineteen tabs by its own address', async ({
    page,
    context,
    request,
  }) => {
    // Nineteen cold page loads, at several seconds each on a busy machine.
    test.setTimeout(300_000);
    await signInContext(context, request, 'founder');
    const errors = collectPageErrors(page);
    const system = new SystemConsolePage(page);
    expect(SYSTEM_TAB_IDS).toHaveLength(19);
    for (const tab of SYSTEM_TAB_IDS) await system.open(tab);
    expect(errors).toEqual([]);
  });

  test('choosing tabs moves the address, and back and forward move between the tabs', async ({
    page,
    context,
    request,
  }, testInfo) => {
    await signInContext(context, request, 'founder');
    const system = new SystemConsolePage(page);
    await page.setViewportSize(WIDE);
    await system.open('home');

    await system.tab('operators').click();
    await system.expectOpen('operators');
    await expect(page.getByTestId(/^operator-row-/).first()).toBeVisible();
    await snap(page, testInfo, 'system-operators-1280');
    await system.tab('settings').click();
    await system.expectOpen('settings');
    await snap(page, testInfo, 'system-settings-1280');

    await page.goBack();
    await system.expectOpen('operators');
    await page.goBack();
    await system.expectOpen('home');
    await page.goForward();
    await system.expectOpen('operators');
    await page.goForward();
    await system.expectOpen('settings');

    // A Home shortcut is a link to the tab's address.
    await system.tab('home').click();
    await system.expectOpen('home');
    await page.getByTestId('home-link-audit-logs').click();
    await system.expectOpen('audit-logs');

    await page.setViewportSize(NARROW);
    await system.open('settings');
    await snap(page, testInfo, 'system-settings-390');
    await system.tab('operators').click();
    await system.expectOpen('operators');
    await expect(page.getByTestId(/^operator-row-/).first()).toBeVisible();
    await snap(page, testInfo, 'system-operators-390');
  });

  test('/system opens Home, and the old /system?tab= addresses open their tab', async ({
    page,
    context,
    request,
  }) => {
    await signInContext(context, request, 'admin');
    const system = new SystemConsolePage(page);
    await page.goto('/system');
    await system.expectOpen('home');
    await page.goto('/system?tab=settings');
    await system.expectOpen('settings');
    await page.goto('/system?tab=company-reps');
    await system.expectOpen('company-reps');
    // The redirect replaced the old address: back leaves the old one out.
    await page.goBack();
    await system.expectOpen('settings');
  });

  for (const user of ['ada', 'validator'] as const) {
    test(`${user} (no console role) lands on the landing page from /system and from a tab`, async ({
      page,
      context,
      request,
    }) => {
      await signInContext(context, request, user);
      const errors = collectPageErrors(page);
      const landing = new LandingPage(page);
      const system = new SystemConsolePage(page);
      for (const path of ['/system', '/system/operators', '/system?tab=settings']) {
        await page.goto(path);
        await expect(page).toHaveURL('/');
        await expect(landing.currentCohort).toBeVisible();
        await expect(landing.shell.userMenu).toBeVisible();
        await expect(system.console).toHaveCount(0);
        await expect(page.getByTestId('access-denied')).toHaveCount(0);
      }
      expect(errors).toEqual([]);
    });
  }

  for (const how of ['opened by its address', 'chosen in the console'] as const) {
    test(`a tab whose data is slow shows its skeleton in its panel, then the tab (${how})`, async ({
      page,
      context,
      request,
    }) => {
      await signInContext(context, request, 'founder');
      const system = new SystemConsolePage(page);
      if (how === 'chosen in the console') await system.open('home');
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(
        (url) => url.pathname === '/api/admin/operators',
        async (route) => {
          await held;
          await route.continue();
        },
      );
      if (how === 'chosen in the console') await system.tab('operators').click();
      else await page.goto(SystemConsolePage.path('operators'));
      await expect(system.panel('operators').getByTestId('system-tab-loading')).toBeVisible();
      await expect(system.tab('operators')).toHaveAttribute('aria-selected', 'true');
      release();
      await system.expectOpen('operators');
      await expect(system.loading).toHaveCount(0);
    });
  }

  test('a tab whose loader failed shows the failure in its panel, and Retry loads it', async ({
    page,
    context,
    request,
  }) => {
    await signInContext(context, request, 'founder');
    const system = new SystemConsolePage(page);
    const isSettings = (url: URL) => url.pathname === '/api/admin/settings';
    await page.route(isSettings, (route) =>
      route.fulfill({ status: 500, json: { message: 'Settings are unavailable' } }),
    );
    await page.goto(SystemConsolePage.path('settings'));
    const failure = system.panel('settings').getByRole('alert');
    // The query retries a server error twice before the loader fails.
    await expect(failure).toBeVisible({ timeout: 15_000 });
    await expect(system.tab('settings')).toHaveAttribute('aria-selected', 'true');
    await expect(system.tabList).toBeVisible();

    await page.unroute(isSettings);
    await failure.getByRole('button', { name: 'Retry' }).click();
    await system.expectOpen('settings');
  });
});
