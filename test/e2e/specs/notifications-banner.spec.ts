import { SHELL_TEXTS } from '@morphic/contracts';
import { expect, test } from '@playwright/test';
import { LandingPage } from '../pages/landing-page';
import { snap } from '../support/screenshots';
import { loginViaApi, signInContext, STORAGE } from '../support/session';

const TITLE = 'Complete your character report';

test.describe('high-priority notification banner', () => {
  // The last test resolves ada's banner for good: the others must see it first.
  test.describe.configure({ mode: 'serial' });

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

  test('an informational banner offers "View"; the submitted report resolves its banner, live and for good', async ({
    page,
    context,
    browser,
    request,
  }) => {
    const ada = await signInContext(context, request, 'ada');
    const admin = await loginViaApi(request, 'admin');
    const landing = new LandingPage(page);
    const { shell } = landing;
    await landing.goto();
    await landing.waitForSplashGone();
    await expect(shell.priorityBanner).toContainText(TITLE);

    const sent = await request.post('/api/admin/notifications/send', {
      headers: { authorization: `Bearer ${admin.token}` },
      data: {
        targetType: 'single',
        operatorId: ada.userId,
        title: 'Submission validated',
        message: 'Your work passed.',
        priority: 'high',
        type: 'validation',
        action_url: '/notifications',
      },
    });
    expect(sent.status()).toBe(200);
    await expect(shell.priorityBanner).toContainText('Submission validated');
    await expect(
      shell.priorityBanner.getByRole('button', { name: SHELL_TEXTS.view }),
    ).toBeVisible();
    await expect(
      shell.priorityBanner.getByRole('button', { name: SHELL_TEXTS.completeNow }),
    ).toHaveCount(0);
    await shell.priorityBanner.getByRole('button', { name: SHELL_TEXTS.dismiss }).click();
    await expect(shell.priorityBanner).toContainText(TITLE);

    // ada submits her report (as the wizard does): the banner that asked for it goes, live.
    const report = await request.post(`/api/operators/${ada.userId}/character-report`, {
      headers: { authorization: `Bearer ${ada.token}` },
      data: {
        character_report: {
          technical_skills: { programming_languages: [{ name: 'Python', proficiency: 'Expert' }] },
          years_experience: '2-5',
        },
      },
    });
    expect(report.status()).toBe(200);
    await expect(shell.priorityBanner).toHaveCount(0);

    // And for good: signed in again in a fresh browser, where only the informational type is
    // dismissed, nothing asks for the report any more.
    const fresh = await browser.newContext();
    try {
      await fresh.addInitScript(
        (key) => window.localStorage.setItem(key, JSON.stringify(['validation'])),
        STORAGE.dismissedNotificationTypes,
      );
      await signInContext(fresh, request, 'ada');
      const again = new LandingPage(await fresh.newPage());
      await again.goto();
      await expect(again.shell.unreadNotifications).toBeVisible();
      await expect(again.shell.priorityBanner).toHaveCount(0);
    } finally {
      await fresh.close();
    }
  });
});
