import { LOOP_NOTIFICATION_TEXTS } from '@morphic/contracts';
import { expect, test } from '@playwright/test';
import { NotificationsPage } from '../pages/notifications-page';
import { markDocument, readDocumentMarker, waitForRealtimeOnline } from '../support/realtime';
import { snap } from '../support/screenshots';
import { seedSessionToken, signInContext, signUpViaApi } from '../support/session';

test.describe('internal messages, live on both sides', () => {
  test("an operator's message reaches the admins' open console, and the reply reaches the operator's open page", async ({
    browser,
    request,
  }, testInfo) => {
    const subject = `Payout question ${testInfo.workerIndex}-${Date.now()}`;
    const question = 'When are credits from a validated task paid out?';
    const answer = 'Credits land at once; payouts run every Friday.';

    // A new operator: the reply notification must not disturb other specs' demo operators.
    const operatorContext = await browser.newContext();
    await seedSessionToken(operatorContext, (await signUpViaApi(request)).token);
    const operator = new NotificationsPage(await operatorContext.newPage());
    const adminContext = await browser.newContext();
    await signInContext(adminContext, request, 'admin');
    const admin = await adminContext.newPage();

    await admin.goto('/system/notifications');
    await admin.getByTestId('notifications-subtab-internal-messages').click();
    await expect(admin.getByTestId('admin-messages')).toBeVisible();
    await waitForRealtimeOnline(admin);
    const adminNavigations = await markDocument(admin, 'console');

    await operator.goto();
    await expect(operator.page.getByTestId('messages-panel')).toBeVisible();
    await waitForRealtimeOnline(operator.page);
    await operator.page.getByTestId('message-subject').fill(subject);
    await operator.page.getByTestId('message-compose').fill(question);
    await operator.page.getByTestId('message-send').click();
    const conversation = operator.page.getByTestId('conversation-view');
    await expect(conversation).toContainText(question);
    const operatorNavigations = await markDocument(operator.page, 'messages');

    // The admins' open console lists the new thread, unread, without a reload.
    const thread = admin
      .getByTestId('admin-conversations')
      .locator('[data-testid^="admin-thread-"]', { hasText: subject });
    await expect(thread).toHaveCount(1);
    await expect(thread.getByTestId('admin-thread-unread')).toHaveText('1');
    await thread.click();
    await expect(admin.getByTestId('admin-thread-view')).toContainText(question);
    await expect(thread.getByTestId('admin-thread-unread')).toHaveCount(0);

    await admin.getByTestId('admin-reply').fill(answer);
    await admin.getByTestId('admin-reply-send').click();
    await expect(admin.getByTestId('admin-thread-view')).toContainText(answer);

    // The operator's open thread shows the reply, and the reply is announced as a notification.
    await expect(conversation).toContainText(answer);
    await expect(
      operator.card(LOOP_NOTIFICATION_TEXTS.replyTitle).getByText(answer.slice(0, 40)),
    ).toBeVisible();
    await snap(operator.page, testInfo, 'internal-message-replied');

    expect(await readDocumentMarker(operator.page)).toBe('messages');
    expect(operatorNavigations()).toBe(0);
    expect(await readDocumentMarker(admin)).toBe('console');
    expect(adminNavigations()).toBe(0);
  });
});
