import { LANDING_TEXTS } from '@morphic/contracts';
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { LandingPage } from '../pages/landing-page';
import { SystemSettingsPage } from '../pages/system-page';
import { markDocument, readDocumentMarker, waitForRealtimeOnline } from '../support/realtime';
import { snap } from '../support/screenshots';
import { signInContext } from '../support/session';
import { DEMO_USERS, type DemoUserName } from '../support/users';

/** Contexts the test opened itself; closed after it, whatever the outcome. */
const openedContexts: BrowserContext[] = [];

test.afterEach(async () => {
  await Promise.all(openedContexts.splice(0).map((context) => context.close()));
});

/** A page in a fresh browser context (own storage, own socket), signed in as `user` if given. */
async function openContext(
  browser: Browser,
  baseURL: string | undefined,
  user: DemoUserName | null,
): Promise<Page> {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  openedContexts.push(context);
  if (user) await signInContext(context, context.request, user);
  return context.newPage();
}

test.describe('settings apply live in every open browser', () => {
  test('cohort and under-construction changes reach operators, visitors and admins without a reload', async ({
    browser,
    baseURL,
  }, testInfo) => {
    // Four browser contexts, two of them animating the landing page: slow on a small CI machine.
    test.setTimeout(120_000);
    // A: the admin signs in through the real dialog, then opens the console.
    const adminPage = await openContext(browser, baseURL, null);
    const admin = new SystemSettingsPage(adminPage);
    await new LandingPage(adminPage).goto();
    await expect(admin.shell.signInButton).toBeVisible();
    await admin.shell.signIn(DEMO_USERS.admin);
    await admin.goto();
    await admin.waitForSettings();
    await waitForRealtimeOnline(adminPage);

    // A second console: the founder, signed in already.
    const founderPage = await openContext(browser, baseURL, 'founder');
    const founder = new SystemSettingsPage(founderPage);
    await founder.goto();
    await founder.waitForSettings();
    await waitForRealtimeOnline(founderPage);

    // B: the operator ada on the landing page, and an anonymous visitor.
    const adaPage = await openContext(browser, baseURL, 'ada');
    const ada = new LandingPage(adaPage);
    await ada.goto();
    await expect(ada.shell.userMenu).toBeVisible();
    await expect(ada.currentCohort).toBeVisible();
    await waitForRealtimeOnline(adaPage);

    const visitorPage = await openContext(browser, baseURL, null);
    const visitor = new LandingPage(visitorPage);
    await visitor.goto();
    await expect(visitor.shell.signInButton).toBeVisible();
    await expect(visitor.currentCohort).toBeVisible();
    await waitForRealtimeOnline(visitorPage);

    // Nobody reloads from here on: each document carries a marker and navigations are counted.
    const observers = [founderPage, adaPage, visitorPage];
    const navigationCounters = await Promise.all(
      observers.map((page) => markDocument(page, 'before-the-changes')),
    );
    // The notice starts on (spec 03 section 9) unless another spec has switched it off already.
    if (await admin.underConstructionSwitch.isChecked()) await admin.setUnderConstruction(false);
    await expect(founder.underConstructionSwitch).not.toBeChecked();
    await expect(ada.shell.underConstructionNotice).toBeHidden();

    // 1. The cohort.
    const cohort = `E2E Cohort ${Date.now().toString(36)}-${testInfo.workerIndex}`;
    await admin.setCohort(cohort);
    await expect(admin.currentCohort).toHaveText(cohort);
    await expect(admin.cohortInput).toHaveValue('');
    await expect(founder.currentCohort).toHaveText(cohort);
    await expect(ada.currentCohort).toHaveText(LANDING_TEXTS.nowEnrolling(cohort));
    await expect(visitor.currentCohort).toHaveText(LANDING_TEXTS.nowEnrolling(cohort));
    await snap(adminPage, testInfo, 'system-settings-cohort-set');
    await snap(visitorPage, testInfo, 'landing-visitor-live-cohort');

    // 2. Under construction on: operators see the notice at once; admins, founders and
    //    visitors never do.
    await admin.setUnderConstruction(true);
    await expect(admin.underConstructionSwitch).toBeChecked();
    await expect(ada.shell.underConstructionNotice).toBeVisible();
    await expect(ada.shell.underConstructionNotice).toContainText('Tasks under construction');
    await expect(founder.underConstructionSwitch).toBeChecked();
    await snap(adaPage, testInfo, 'operator-under-construction-notice');
    await snap(founderPage, testInfo, 'system-settings-founder-live');
    await expect(visitor.shell.underConstructionNotice).toHaveCount(0);
    await expect(founder.shell.underConstructionNotice).toHaveCount(0);
    await expect(admin.shell.underConstructionNotice).toHaveCount(0);

    // 3. And off again.
    await admin.setUnderConstruction(false);
    await expect(admin.underConstructionSwitch).not.toBeChecked();
    await expect(ada.shell.underConstructionNotice).toBeHidden();
    await expect(founder.underConstructionSwitch).not.toBeChecked();

    // Every change arrived in place: same documents, no navigation.
    for (const [index, page] of observers.entries()) {
      expect(await readDocumentMarker(page)).toBe('before-the-changes');
      expect(navigationCounters[index]?.()).toBe(0);
    }
  });
});
