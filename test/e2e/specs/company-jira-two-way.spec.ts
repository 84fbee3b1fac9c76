import { COMPANY_JIRA_TEXTS, COMPANY_WORK_TEXTS } from '@morphic/contracts';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { CompanyTaskFormPage } from '../pages/company-tasks-page';
import { attachToDemoIssue, demoIssueTitled } from '../support/jira-simulator';
import { markDocument, readDocumentMarker, waitForRealtimeOnline } from '../support/realtime';
import { snap } from '../support/screenshots';
import { loginViaApi, signInCompanyRepContext, signInContext } from '../support/session';
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

  test('a file a person attaches in Jira appears live on the rep’s task card, downloads from Jira, and shows on the console’s mission screen', async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const title = `Survey the pier wiring ${testInfo.workerIndex}-${Date.now()}`;
    const rep = await newPage(browser, (page) => signInCompanyRepContext(page.context(), request));
    await rep.goto('/company/tasks/new');
    const form = new CompanyTaskFormPage(rep);
    await form.title.fill(title);
    await form.description.fill('Map every junction box on the pier.');
    await form.rewardAmount.fill('0');
    await form.submit.click();
    await expect(rep).toHaveURL(/\/company-tasks$/);
    await expect.poll(async () => (await demoIssueTitled(request, title))?.status).toBe('To Do');
    const key = (await demoIssueTitled(request, title))?.key ?? '';
    const card = rep.getByTestId(/^company-task-[0-9a-f-]{36}$/).filter({ hasText: title });
    await expect(card).toBeVisible();
    const missionId = ((await card.getAttribute('data-testid')) ?? '').replace('company-task-', '');
    await waitForRealtimeOnline(rep);
    const navigations = await markDocument(rep, 'tasks');

    // A person attaches the wiring diagram to the issue in Jira.
    const bytes = Buffer.from('junction,box\nJ1,north\nJ2,south\n');
    const attached = await attachToDemoIssue(request, key, {
      filename: 'pier-wiring.csv',
      mimeType: 'text/csv',
      content: bytes,
    });
    expect(attached).toBe(200);
    const files = card.getByTestId('jira-attachments');
    await expect(files).toContainText(COMPANY_JIRA_TEXTS.attachments.title);
    await expect(files).toContainText('pier-wiring.csv');
    await expect(files).toContainText('by Tomás Rivera');
    expect(await readDocumentMarker(rep)).toBe('tasks');
    expect(navigations()).toBe(0);
    await snap(rep, testInfo, 'task-files-from-jira-1280');

    // The representative downloads it: the bytes come from Jira through the platform.
    const button = files.getByRole('button', {
      name: COMPANY_JIRA_TEXTS.attachments.download('pier-wiring.csv'),
    });
    const [download] = await Promise.all([rep.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe('pier-wiring.csv');
    const saved = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of saved) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);

    await rep.setViewportSize({ width: 390, height: 844 });
    await files.scrollIntoViewIfNeeded();
    await snap(rep, testInfo, 'task-files-from-jira-390');

    // An admin finds the file on the console's mission screen.
    const admin = await newPage(browser, (page) => signInContext(page.context(), request, 'admin'));
    await admin.goto(`/system/missions/${missionId}`);
    const consoleFiles = admin.getByTestId('mission-jira-controls').getByTestId('jira-attachments');
    await expect(consoleFiles).toContainText('pier-wiring.csv');
    await consoleFiles.scrollIntoViewIfNeeded();
    await snap(admin, testInfo, 'console-files-from-jira-1280');
  });
});
