import { COMPANY_WORK_TEXTS } from '@morphic/contracts';
import { expect, test } from '@playwright/test';
import { CompanyTaskFormPage } from '../pages/company-tasks-page';
import { MarketplacePage } from '../pages/marketplace-page';
import { SubmissionPage } from '../pages/submission-page';
import { ValidationsPage } from '../pages/validations-page';
import { demoIssueTitled } from '../support/jira-simulator';
import { markDocument, readDocumentMarker, waitForRealtimeOnline } from '../support/realtime';
import { snap } from '../support/screenshots';
import { companyWorkPages } from '../support/work-loop';

const SOLUTION = 'winch,hours\n1,2.5\n2,3\n';

test.describe('a company task and its Jira issue, live', () => {
  test('the rep’s dashboard follows the task while the simulated Jira issue moves To Do → In Progress → Done and receives the solution', async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const title = `Grease the dock winches ${testInfo.workerIndex}-${Date.now()}`;
    const { rep, operator, validator } = await companyWorkPages(browser, request);

    // The representative posts the task; the demo company's Jira opens its issue.
    await rep.goto('/company/tasks/new');
    const form = new CompanyTaskFormPage(rep);
    await form.title.fill(title);
    await form.description.fill('All six winches.\n\nLog the hours per winch.');
    // No reward: the demo company's owed total stays as the other company test counts it.
    await form.rewardAmount.fill('0');
    await form.domainTags.fill('maintenance');
    await form.submit.click();
    await expect(rep).toHaveURL(/\/company-tasks$/);
    await expect.poll(async () => (await demoIssueTitled(request, title))?.status).toBe('To Do');

    // From here the representative watches the dashboard.
    await rep.goto('/company/dashboard');
    const card = rep.getByTestId(/^company-task-[0-9a-f-]{36}$/).filter({ hasText: title });
    await expect(card).toBeVisible();
    const missionId = ((await card.getAttribute('data-testid')) ?? '').replace('company-task-', '');
    const status = rep.getByTestId(`company-task-status-${missionId}`);
    await expect(status).toHaveAttribute('data-status', 'open');
    await waitForRealtimeOnline(rep);
    const navigations = await markDocument(rep, 'dashboard');

    // An operator takes it: In Progress on the dashboard and in Jira.
    const marketplace = new MarketplacePage(operator);
    await marketplace.goto();
    await marketplace.missionCard(missionId).click();
    await marketplace.takeTask.click();
    await marketplace.confirmTakeTask.click();
    await expect(status).toHaveAttribute('data-status', 'assigned');
    await expect
      .poll(async () => (await demoIssueTitled(request, title))?.status)
      .toBe('In Progress');

    const submission = new SubmissionPage(operator);
    await submission.uploadInput.setInputFiles({
      name: 'winch-hours.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(SOLUTION),
    });
    await expect(submission.file('winch-hours.csv')).toBeVisible();
    await submission.submit.click();
    await expect(status).toHaveAttribute('data-status', 'submitted');
    await snap(rep, testInfo, 'dashboard-submitted');

    // A validator passes it: Completed, and the issue is Done with the solution attached.
    const board = new ValidationsPage(validator);
    await board.goto();
    const job = board.openJobsWith(title);
    await expect(job).toHaveCount(1);
    const entryId = (await job.getAttribute('data-testid'))?.replace('validation-job-', '') ?? '';
    await board.claim(entryId).click();
    await expect(board.myJob(entryId)).toBeVisible();
    await board.decide(entryId, 'pass', '85', 'Every winch logged.');
    await expect(status).toHaveAttribute('data-status', 'validated');
    await expect(status).toHaveText(COMPANY_WORK_TEXTS.statusLabels.validated);
    await expect.poll(async () => (await demoIssueTitled(request, title))?.status).toBe('Done');
    // The move to Done and the upload are two calls to Jira: wait for the second as well.
    await expect
      .poll(async () =>
        (await demoIssueTitled(request, title))?.attachments.map((file) => [
          file.filename,
          Buffer.from(file.bytes, 'base64').toString(),
        ]),
      )
      .toEqual([['winch-hours.csv', SOLUTION]]);
    await snap(rep, testInfo, 'dashboard-validated');
    expect(await readDocumentMarker(rep)).toBe('dashboard');
    expect(navigations()).toBe(0);
  });
});
