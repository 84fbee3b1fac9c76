import { COMPANY_WORK_TEXTS } from '@morphic/contracts';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { CompanyTaskFormPage } from '../pages/company-tasks-page';
import { demoIssueTitled } from '../support/jira-simulator';
import { markDocument, readDocumentMarker, waitForRealtimeOnline } from '../support/realtime';
import { snap } from '../support/screenshots';
import { loginViaApi, signInCompanyRepContext } from '../support/session';
import { newPage } from '../support/work-loop';

const SIMULATOR = '/dev/jira/_simulator';

interface Delivery {
  readonly issueKey: string;
  readonly body: { readonly user: { readonly displayName: string } };
  readonly attempts: readonly { readonly status?: number }[];
}

/** The demo site's deliveries of an issue, once every delivery under way was answered. */
async function settledDeliveriesOf(request: APIRequestContext, key: string): Promise<Delivery[]> {
  const response = await request.get(`${SIMULATOR}/deliveries?settled=true`);
  return ((await response.json()) as Delivery[]).filter((delivery) => delivery.issueKey === key);
}

test.describe('Jira two-way: a person’s move in Jira reaches the mission, the platform’s echo does not', () => {
  test('the platform’s push comes back as an echo and changes nothing; a person moving the issue to Done completes the task live on the rep’s task list', async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const title = `Relamp the pier lights ${testInfo.workerIndex}-${Date.now()}`;
    const rep = await newPage(browser, (page) => signInCompanyRepContext(page.context(), request));

    // The representative posts a task; the demo company's Jira opens its issue.
    await rep.goto('/company/tasks/new');
    const form = new CompanyTaskFormPage(rep);
    await form.title.fill(title);
    await form.description.fill('Every lamp on the north pier.');
    await form.rewardAmount.fill('0');
    await form.submit.click();
    await expect(rep).toHaveURL(/\/company-tasks$/);
    await expect.poll(async () => (await demoIssueTitled(request, title))?.status).toBe('To Do');
    const key = (await demoIssueTitled(request, title))?.key ?? '';

    // The task list, which holds every task (the dashboard shows the latest few only).
    const card = rep.getByTestId(/^company-task-[0-9a-f-]{36}$/).filter({ hasText: title });
    await expect(card).toBeVisible();
    const missionId = ((await card.getAttribute('data-testid')) ?? '').replace('company-task-', '');
    const status = rep.getByTestId(`company-task-status-${missionId}`);
    await expect(status).toHaveAttribute('data-status', 'open');
    await waitForRealtimeOnline(rep);
    const navigations = await markDocument(rep, 'tasks');

    // An admin pushes In Progress to the issue: Jira tells the platform of the platform's own
    // move, which changes nothing.
    const admin = await loginViaApi(request, 'admin');
    const before = (await settledDeliveriesOf(request, key)).length;
    const pushed = await request.post(`/api/admin/missions/${missionId}/jira/status`, {
      headers: { Authorization: `Bearer ${admin.token}` },
      data: { target_status: 'In Progress' },
    });
    expect(pushed.status()).toBe(200);
    await expect
      .poll(async () => (await settledDeliveriesOf(request, key)).length)
      .toBeGreaterThan(before);
    const [echo] = (await settledDeliveriesOf(request, key)).slice(before);
    expect(echo?.body.user.displayName, 'the move was the platform’s').not.toBe('Tomás Rivera');
    expect(echo?.attempts.map((attempt) => attempt.status)).toEqual([200]);
    await expect(status).toHaveAttribute('data-status', 'open');

    // A person (the site's first user, not the platform's account) moves the issue to Done.
    const moved = await request.post(`${SIMULATOR}/sites/northwind/issues/${key}/transition`, {
      data: { status: 'Done' },
    });
    expect(moved.status()).toBe(200);
    await expect(status).toHaveAttribute('data-status', 'validated');
    await expect(status).toHaveText(COMPANY_WORK_TEXTS.statusLabels.validated);
    const [personMove] = (await settledDeliveriesOf(request, key)).slice(before + 1);
    expect(personMove?.body.user.displayName).toBe('Tomás Rivera');
    await snap(rep, testInfo, 'tasks-moved-in-jira');
    expect(await readDocumentMarker(rep)).toBe('tasks');
    expect(navigations()).toBe(0);
  });
});
