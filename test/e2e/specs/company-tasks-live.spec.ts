import { COMPANY_WORK_TEXTS, formatReward, type CompanyMissionsResponse } from '@morphic/contracts';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { CompanyTaskFormPage, CompanyTasksPage } from '../pages/company-tasks-page';
import { MarketplacePage } from '../pages/marketplace-page';
import { SubmissionPage } from '../pages/submission-page';
import { ValidationsPage } from '../pages/validations-page';
import { markDocument, readDocumentMarker, waitForRealtimeOnline } from '../support/realtime';
import { snap } from '../support/screenshots';
import { companyWorkPages } from '../support/work-loop';

const REWARD = 150.25;

/** What the company owes in USD now, as GET /api/company-reps/me/missions sums it. */
async function owedUsd(request: APIRequestContext, repToken: string): Promise<number> {
  const response = await request.get('/api/company-reps/me/missions', {
    headers: { authorization: `Bearer ${repToken}` },
  });
  const body = (await response.json()) as CompanyMissionsResponse;
  return body.payment_summary?.find((totals) => totals.reward_asset === 'USD')?.rewards_owed ?? 0;
}

test.describe('company tasks, live', () => {
  test('a representative submits a task and watches it taken, submitted and validated without a reload', async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const title = `Dock lidar calibration ${testInfo.workerIndex}-${Date.now()}`;
    const { rep, repToken, operator, validator } = await companyWorkPages(browser, request);

    // The representative submits the task through the form; bad input is refused in place.
    await rep.goto('/company/tasks/new');
    const form = new CompanyTaskFormPage(rep);
    await form.submit.click();
    await expect(rep.getByText(COMPANY_WORK_TEXTS.titleAndDescriptionRequired)).toHaveCount(2);
    await form.title.fill(title);
    await form.description.fill('Write the calibration routine and a test that it converges.');
    await form.rewardAmount.fill(String(REWARD));
    await form.domainTags.fill(' robotics, , python ');
    await snap(rep, testInfo, 'company-task-form');
    await form.submit.click();

    const tasks = new CompanyTasksPage(rep);
    await expect(rep).toHaveURL(/\/company-tasks$/);
    await expect(tasks.taskTitled(title)).toBeVisible();
    const missionId = await tasks.missionIdOf(title);
    expect(missionId).not.toBe('');
    await expect(tasks.status(missionId)).toHaveAttribute('data-status', 'open');
    await expect(tasks.taskTitled(title)).toContainText('robotics');
    await waitForRealtimeOnline(rep);
    const owedBefore = await owedUsd(request, repToken);
    const repNavigations = await markDocument(rep, 'company-tasks');

    // An operator takes it from the marketplace and submits a file.
    const marketplace = new MarketplacePage(operator);
    await marketplace.goto();
    await marketplace.missionCard(missionId).click();
    await marketplace.takeTask.click();
    await marketplace.confirmTakeTask.click();
    await expect(operator).toHaveURL(/\/marketplace-submission\/[0-9a-f-]{36}$/);
    await expect(tasks.status(missionId)).toHaveAttribute('data-status', 'assigned');
    await expect(tasks.status(missionId)).toHaveText(COMPANY_WORK_TEXTS.statusLabels.assigned);

    const submission = new SubmissionPage(operator);
    await submission.uploadInput.setInputFiles({
      name: 'calibrate.py',
      mimeType: 'text/x-python',
      buffer: Buffer.from('print("converged in 40 steps")\n'),
    });
    await expect(submission.file('calibrate.py')).toBeVisible();
    await submission.submit.click();
    await expect(submission.state).toHaveAttribute('data-state', 'submitted');
    await expect(tasks.status(missionId)).toHaveAttribute('data-status', 'submitted');

    // A validator passes it.
    const board = new ValidationsPage(validator);
    await board.goto();
    const job = board.openJobsWith(title);
    await expect(job).toHaveCount(1);
    const entryId = (await job.getAttribute('data-testid'))?.replace('validation-job-', '') ?? '';
    await board.claim(entryId).click();
    await expect(board.myJob(entryId)).toBeVisible();
    await board.decide(entryId, 'pass', '90', 'Converges and is tested.');
    await expect(validator.getByTestId(`decision-summary-${entryId}`)).toBeVisible();

    // The representative's page followed every step in place, payments included.
    await expect(tasks.status(missionId)).toHaveAttribute('data-status', 'validated');
    await expect(tasks.status(missionId)).toHaveText(COMPANY_WORK_TEXTS.statusLabels.validated);
    await expect(tasks.taskTitled(title)).toContainText('90.0%');
    await expect(tasks.owed('USD')).toHaveText(formatReward(owedBefore + REWARD, 'USD'));
    await snap(rep, testInfo, 'company-tasks-validated');
    expect(await readDocumentMarker(rep)).toBe('company-tasks');
    expect(repNavigations()).toBe(0);

    // The completed filter lists it; the open one no longer does.
    await tasks.filter.getByText(COMPANY_WORK_TEXTS.filters.completed).click();
    await expect(rep).toHaveURL(/status=completed/);
    await expect(tasks.taskTitled(title)).toBeVisible();
    await tasks.filter.getByText(COMPANY_WORK_TEXTS.filters.open).click();
    await expect(rep).toHaveURL(/status=open/);
    await expect(tasks.root.getByTestId('company-tasks-loading')).toHaveCount(0);
    await expect(tasks.taskTitled(title)).toHaveCount(0);
  });
});
