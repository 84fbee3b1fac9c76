import { expect, type Page, test } from '@playwright/test';
import { signInContext } from '../support/session';

/**
 * Records, from before the app starts, whether an element matching `selector` was ever in the
 * page: `seen()` answers for the whole visit, not only for the moment it is asked.
 */
async function watchForElement(page: Page, selector: string): Promise<() => Promise<boolean>> {
  await page.addInitScript((watched) => {
    const flag = `__seen:${watched}`;
    const check = () => {
      if (document.querySelector(watched))
        (window as unknown as Record<string, boolean>)[flag] = true;
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true });
  }, selector);
  return () =>
    page.evaluate(
      (watched) => (window as unknown as Record<string, boolean>)[`__seen:${watched}`] === true,
      selector,
    );
}

test.describe('route guards and loaders', () => {
  test('a guarded page never renders for the wrong role, not even while the session loads', async ({
    page,
    context,
    request,
  }) => {
    await signInContext(context, request, 'alan');
    const sawBoard = await watchForElement(page, '[data-testid="validations-page"]');
    await page.goto('/validations');
    await expect(page.getByTestId('access-denied')).toBeVisible();
    expect(await sawBoard()).toBe(false);
  });

  test('hovering the Marketplace link loads its missions before the click, so it opens without a loading state', async ({
    page,
    context,
    request,
  }) => {
    await signInContext(context, request, 'alan');
    const sawLoading = await watchForElement(page, '[data-testid="marketplace-loading"]');
    await page.goto('/my-tasks');
    const link = page.getByRole('link', { name: 'Marketplace', exact: true }).first();
    await expect(link).toBeVisible();

    const isRecommendations = (url: string) => url.includes('/api/marketplace/recommendations');
    const preloaded = page.waitForRequest((req) => isRecommendations(req.url()));
    // Listened for before the hover: the answer can arrive before the request's promise settles.
    const answered = page.waitForResponse((res) => isRecommendations(res.url()));
    await link.hover();
    await preloaded;
    await answered;

    await link.click();
    await expect(page.getByTestId('marketplace-list')).toBeVisible();
    expect(await sawLoading()).toBe(false);
  });

  test('hovering Profile in the account menu loads the operator record before the click, so the profile opens without a loading state', async ({
    page,
    context,
    request,
  }) => {
    await signInContext(context, request, 'alan');
    const sawLoading = await watchForElement(page, '[data-testid="profile-loading"]');
    await page.goto('/my-tasks');
    await page.getByTestId('user-menu').click();
    const link = page.getByRole('menuitem', { name: 'Profile', exact: true });
    await expect(link).toBeVisible();

    const isOperatorRecord = (url: string) =>
      /\/api\/operators\/[^/]+$/.test(new URL(url).pathname);
    const preloaded = page.waitForRequest((req) => isOperatorRecord(req.url()));
    const answered = page.waitForResponse((res) => isOperatorRecord(res.url()));
    await link.hover();
    await preloaded;
    await answered;

    await link.click();
    await expect(page.getByTestId('profile-details')).toBeVisible();
    expect(await sawLoading()).toBe(false);
  });
});
