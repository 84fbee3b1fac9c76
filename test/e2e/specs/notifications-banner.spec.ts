import { SHELL_TEXTS } from '@morphic/contracts';
import { expect, test } from '@playwright/test';
import { LandingPage } from '../pages/landing-page';
import { snap } from '../support/screenshots';
import { signInContext, STORAGE } from '../support/session';

const TITLE = 'Complete your character report';

test.describe('high-priority notification banner', () => {
  test('ada sees the banner; dismissing it hides it for good (per type)', async ({
    page,
    context,
    request,
  }, testInfo) => {
    await signInContext(context, request, 'ada');
    const landing = new LandingPage(page);
    const { shell } = landing;
    await landing.goto();
    // The banner renders under the splash: wait until the splash is gone so it can be seen.
    await landing.waitForSplashGone();

    await expect(shell.priorityBanner).toBeVisible();
    await expect(shell.priorityBanner).toContainText(TITLE);
    await expect(
      shell.priorityBanner.getByRole('button', { name: SHELL_TEXTS.completeNow }),
    ).toBeVisible();
    await snap(page, testInfo, 'priority-banner');

    await shell.priorityBanner.getByRole('button', { name: SHELL_TEXTS.dismiss }).click();
    await expect(shell.priorityBanner).toBeHidden();
    const stored = await page.evaluate(
      (key) => window.localStorage.getItem(key),
      STORAGE.dismissedNotificationTypes,
    );
    expect(JSON.parse(stored ?? 'null')).toEqual(['system']);

    // After a reload the notifications load again (the unread badge shows they did) and the
    // banner stays away.
    await page.reload();
    await expect(shell.userMenu).toBeVisible();
    await expect(shell.unreadNotifications).toBeVisible();
    await expect(shell.priorityBanner).toHaveCount(0);
  });

  test('"Complete Now" follows the action link and dismisses the banner', async ({
    page,
    context,
    request,
  }) => {
    await signInContext(context, request, 'ada');
    const landing = new LandingPage(page);
    const { shell } = landing;
    await landing.goto();
    await shell.priorityBanner.getByRole('button', { name: SHELL_TEXTS.completeNow }).click();
    await expect(page).toHaveURL('/character-report');
    await expect(shell.priorityBanner).toHaveCount(0);
  });
});
