import { expect, test, type Page } from '@playwright/test';
import { NotificationsPage } from '../pages/notifications-page';
import { waitForRealtimeOnline } from '../support/realtime';
import { snap } from '../support/screenshots';
import { seedSessionToken, signInContext, signUpViaApi } from '../support/session';

/** The System console's Notifications tab, on its Send Notifications sub-tab. */
async function openSendForm(page: Page): Promise<void> {
  await page.goto('/system/notifications');
  await expect(page.getByTestId('send-notification-form')).toBeVisible();
}

/** Picks an option of a Mantine select by its visible text. */
async function choose(page: Page, testId: string, option: string | RegExp): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option }).click();
}

test.describe('System console: Send Notifications', () => {
  test("a founder's high-priority notification shows live as the banner on an operator's open page", async ({
    browser,
    request,
  }, testInfo) => {
    const title = `Maintenance tonight ${testInfo.workerIndex}-${Date.now()}`;
    // An operator of its own: the demo operators' banners belong to other specs.
    const operator = await signUpViaApi(request);
    const me = await request.get('/api/auth/me', {
      headers: { authorization: `Bearer ${operator.token}` },
    });
    const { user } = (await me.json()) as { user: { username: string } };
    const operatorContext = await browser.newContext();
    await seedSessionToken(operatorContext, operator.token);
    const inbox = new NotificationsPage(await operatorContext.newPage());
    await inbox.goto();
    await waitForRealtimeOnline(inbox.page);

    const founderContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await signInContext(founderContext, request, 'founder');
    const page = await founderContext.newPage();
    await openSendForm(page);

    // The spec's messages before anything is sent.
    await page.getByTestId('send-notification').click();
    await expect(page.getByText('Please select an operator')).toBeVisible();
    await expect(page.getByText('Please fill in title and message').first()).toBeVisible();

    await page.getByTestId('notification-operator').fill(user.username);
    await page.getByRole('option', { name: new RegExp(`@${user.username}`) }).click();
    await page.getByTestId('notification-title').fill(title);
    await page
      .getByTestId('notification-message')
      .fill('The platform restarts at 22:00 UTC for ten minutes. Save your work before then.');
    await expect(page.getByTestId('notification-priority')).toHaveValue('Medium');
    await expect(page.getByTestId('notification-type')).toHaveValue('System');
    await choose(page, 'notification-priority', 'High');
    await snap(page, testInfo, 'send-notification-filled-1280');
    await page.getByTestId('send-notification').click();

    await expect(page.getByTestId('notification-recipient-count')).toHaveText(
      'Sent to 1 recipient',
    );
    await expect(page.getByTestId('notification-title')).toHaveValue('');
    await snap(page, testInfo, 'send-notification-sent-1280');

    // The operator's open page: the banner and the list, without a reload.
    await expect(inbox.shell.priorityBanner).toContainText(title);
    await expect(inbox.card(title)).toBeVisible();
    await snap(inbox.page, testInfo, 'operator-banner-live');

    await operatorContext.close();
    await founderContext.close();
  });

  test('a template fills the form and its send to every operator reports how many it reached', async ({
    browser,
    request,
  }, testInfo) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await signInContext(context, request, 'founder');
    const page = await context.newPage();
    await openSendForm(page);

    await choose(page, 'notification-target-type', 'All operators, from a template');
    // Medium priority: the demo operators get no banner from it.
    await choose(page, 'notification-template', /New Task Available/);
    await expect(page.getByTestId('notification-title')).toHaveValue('New Task Available');
    await expect(page.getByTestId('notification-message')).toHaveValue(
      'A new mission that matches your skills is open in the Marketplace.',
    );
    await expect(page.getByTestId('notification-priority')).toHaveValue('Medium');
    await snap(page, testInfo, 'send-notification-template-390');
    await page.getByTestId('send-notification').click();

    const count = page.getByTestId('notification-recipient-count');
    await expect(count).toHaveText(/^Sent to \d+ recipients$/);
    const reached = Number((await count.innerText()).replace(/\D/g, ''));
    expect(reached).toBeGreaterThanOrEqual(3);
    // The form is ready for the next one: template, title and message cleared.
    await expect(page.getByTestId('notification-template')).toHaveValue('');
    await expect(page.getByTestId('notification-title')).toHaveValue('');
    await snap(page, testInfo, 'send-notification-template-sent-390');

    // The other sub-tab: the two-pane Internal Messages view.
    await page.getByTestId('notifications-subtab-internal-messages').click();
    await expect(page.getByTestId('admin-messages')).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await snap(page, testInfo, 'internal-messages-1280');
    await context.close();
  });
});
