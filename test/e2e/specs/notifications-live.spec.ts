import { NOTIFICATION_TEXTS } from '@morphic/contracts';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { NotificationsPage } from '../pages/notifications-page';
import { markDocument, readDocumentMarker, waitForRealtimeOnline } from '../support/realtime';
import { snap } from '../support/screenshots';
import { loginViaApi, seedSessionToken, signUpViaApi } from '../support/session';

/** An admin sends `title` to one operator through POST /api/admin/notifications/send. */
async function sendTo(request: APIRequestContext, operatorId: string, title: string) {
  const admin = await loginViaApi(request, 'admin');
  const response = await request.post('/api/admin/notifications/send', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: {
      targetType: 'single',
      operatorId,
      title,
      message: `${title}: details`,
      priority: 'high',
    },
  });
  expect(response.status()).toBe(200);
}

test.describe('notifications page, live in every open tab', () => {
  test('reading, reading all and deleting in one tab shows at once in the other', async ({
    context,
    request,
  }, testInfo) => {
    // A new operator of its own: ada's seeded notification must stay unread for the banner
    // spec, and alan is told live about every mission another test posts, which would race
    // with "read all" here.
    const operator = await signUpViaApi(request);
    await seedSessionToken(context, operator.token);
    const tabs = [
      new NotificationsPage(await context.newPage()),
      new NotificationsPage(await context.newPage()),
    ];
    for (const tab of tabs) {
      await tab.goto();
      await expect(tab.readAll).toBeVisible();
      await waitForRealtimeOnline(tab.page);
    }
    const [first, second] = tabs as [NotificationsPage, NotificationsPage];
    const navigations = await Promise.all(tabs.map((tab) => markDocument(tab.page, 'live')));

    const suffix = test.info().workerIndex + '-' + Date.now();
    const titles = [`Mission matched ${suffix}`, `Deadline soon ${suffix}`, `Validated ${suffix}`];
    for (const title of titles) await sendTo(request, operator.userId, title);
    for (const tab of tabs) {
      for (const title of titles)
        await expect(tab.card(title)).toHaveAttribute('data-read', 'false');
    }
    const unreadBefore = Number(await first.shell.unreadNotifications.first().innerText());
    await snap(first.page, testInfo, 'notifications-live');

    await first.markRead(titles[0] ?? '').click();
    await expect(second.card(titles[0] ?? '')).toHaveAttribute('data-read', 'true');
    await expect(second.shell.unreadNotifications.first()).toHaveText(String(unreadBefore - 1));

    await second.delete(titles[1] ?? '').click();
    await expect(first.card(titles[1] ?? '')).toHaveCount(0);

    await first.readAll.click();
    await expect(second.card(titles[2] ?? '')).toHaveAttribute('data-read', 'true');
    await expect(second.shell.unreadNotifications).toHaveCount(0);
    await expect(second.readAll).toBeDisabled();
    await second.page
      .getByTestId('notifications-filter')
      .getByText(NOTIFICATION_TEXTS.filterUnread)
      .click();
    await expect(second.empty).toContainText(NOTIFICATION_TEXTS.noUnread);

    for (const [index, tab] of tabs.entries()) {
      expect(await readDocumentMarker(tab.page)).toBe('live');
      expect(navigations[index]?.()).toBe(0);
    }
  });

  test('asks a signed-out visitor to sign in', async ({ page }) => {
    const notifications = new NotificationsPage(page);
    await notifications.goto();
    await expect(notifications.signInRequired).toBeVisible();
  });
});
