import { MARKETPLACE_TEXTS } from '@morphic/contracts';
import { expect, test } from '@playwright/test';
import { snap } from '../support/screenshots';
import { loginViaApi, seedSessionToken, signInContext, signUpViaApi } from '../support/session';

test.use({ viewport: { width: 390, height: 844 } });

test.describe('a 390 px phone screen', () => {
  test('the marketplace shows its first mission without scrolling; the filters fold away', async ({
    page,
    context,
    request,
  }, testInfo) => {
    await signInContext(context, request, 'alan');
    await page.goto('/marketplace');

    const firstCard = page.getByTestId(/^mission-card-/).first();
    await expect(firstCard).toBeVisible();
    const box = await firstCard.boundingBox();
    expect(box && box.y + box.height <= 844).toBe(true);
    await expect(page.getByTestId('marketplace-min-reward')).toBeHidden();

    const toggle = page.getByTestId('marketplace-filters-toggle');
    await toggle.click();
    await page.getByTestId('marketplace-min-reward').fill('100');
    await expect(toggle).toHaveText(MARKETPLACE_TEXTS.filtersToggle(1));
    await snap(page, testInfo, 'marketplace-390-filters');
  });

  test('the burger opens the navigation drawer, whose links lead to their pages', async ({
    page,
    context,
    request,
  }, testInfo) => {
    await signInContext(context, request, 'alan');
    await page.goto('/my-tasks');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('navigation', { name: 'Mobile' });
    await expect(drawer).toBeVisible();
    await snap(page, testInfo, 'navigation-drawer-390');
    await drawer.getByTestId('nav-marketplace').click();
    await expect(page).toHaveURL(/\/marketplace$/);
    await expect(drawer).toBeHidden();
  });

  test('the priority banner shows its whole title', async ({ page, context, request }) => {
    const newcomer = await signUpViaApi(request);
    const admin = await loginViaApi(request, 'admin');
    const titleText = 'Your submission was validated and paid';
    const sent = await request.post('/api/admin/notifications/send', {
      headers: { authorization: `Bearer ${admin.token}` },
      data: {
        targetType: 'single',
        operatorId: newcomer.userId,
        title: titleText,
        message: 'Open it to read the feedback of the validator.',
        priority: 'high',
        action_url: '/notifications',
      },
    });
    expect(sent.status()).toBe(200);
    await seedSessionToken(context, newcomer.token);
    await page.goto('/profile');

    const title = page.getByTestId('priority-banner-title');
    await expect(title).toHaveText(titleText);
    const cut = await title.evaluate(
      (element) =>
        element.scrollHeight > element.clientHeight + 1 ||
        element.scrollWidth > element.clientWidth + 1,
    );
    expect(cut).toBe(false);
  });
});
