import { LANDING_PHRASES, LANDING_TEXTS, MESSAGES } from '@morphic/contracts';
import { expect, test } from '@playwright/test';
import { LandingPage } from '../pages/landing-page';
import { markDocument, readDocumentMarker, waitForRealtimeOnline } from '../support/realtime';
import { snap } from '../support/screenshots';

test.describe('landing page', () => {
  // The real thing: full particle count and motion.
  test.use({ reducedMotion: 'no-preference' });

  test('shows the splash, then the hero, status, cohort and footer', async ({ page }, testInfo) => {
    const landing = new LandingPage(page);
    await landing.goto();

    // The splash greets a load of `/` for 2 s, slides out and is removed: one assertion, so a
    // busy machine cannot spend the splash's two seconds between a first check and a second.
    await expect(landing.splash.filter({ hasText: MESSAGES.tagline })).toBeVisible();
    await landing.waitForSplashGone();

    // The typewriter types the first phrase in full (it holds it 2.5 s before erasing).
    const [firstPhrase] = LANDING_PHRASES;
    await expect(landing.typewriter).toHaveText(firstPhrase);
    // Screen readers get every phrase at once.
    await expect(landing.headline).toContainText(LANDING_PHRASES.join('. '));

    // The particle network fills the hero and paints.
    await expect(landing.networkCanvas).toBeAttached();
    const box = await landing.networkCanvas.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(0);
    expect(box?.height ?? 0).toBeGreaterThan(0);
    await expect.poll(() => landing.canvasHasPixels()).toBe(true);

    await expect(landing.systemStatus).toHaveText(MESSAGES.systemOnline);
    await expect(landing.systemStatus).toHaveAttribute('data-state', 'online');
    // Other specs may rename the cohort meanwhile: any name will do here.
    await expect(landing.currentCohort).toHaveText(/^Now enrolling: \S.*$/);
    await expect(landing.copyright).toHaveText(LANDING_TEXTS.copyright);
    await expect(landing.copyright).toContainText('2025');

    // Anonymous visitors get live updates too (the public room).
    await waitForRealtimeOnline(page);
    await expect(landing.shell.signInButton).toBeVisible();
    await snap(page, testInfo, 'landing');

    await landing.copyright.scrollIntoViewIfNeeded();
    await snap(page, testInfo, 'landing-footer');
  });

  test('an unknown route shows Not Found with a working link home', async ({ page }, testInfo) => {
    const landing = new LandingPage(page);
    await page.goto('/no-such-page/anywhere');
    const notFound = page.getByTestId('not-found');
    await expect(notFound).toBeVisible();
    await expect(notFound.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(notFound).toContainText('404');
    // The header stays, the landing does not render.
    await expect(landing.shell.header).toBeVisible();
    await expect(landing.typewriter).toHaveCount(0);
    await snap(page, testInfo, 'not-found');

    await markDocument(page, 'not-found');
    await notFound.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL('/');
    // The router handled the link in the page: no reload.
    expect(await readDocumentMarker(page)).toBe('not-found');
    await expect(notFound).toBeHidden();
    await expect(landing.currentCohort).toBeVisible();
    await expect(landing.typewriter).not.toBeEmpty();
    // A client-side navigation back home does not replay the splash.
    await expect(landing.splash).toHaveCount(0);
  });
});
