import { COMPANY_JIRA_TEXTS } from '@morphic/contracts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CompaniesConsole } from '../pages/companies-console';
import { CompanyTaskFormPage } from '../pages/company-tasks-page';
import type { SimulatedIssue } from '../support/jira-simulator';
import { snap } from '../support/screenshots';
import { signInCompanyRepContext, signInContext } from '../support/session';
import { newPage } from '../support/work-loop';

const DEMO_SITE_ISSUES = '/dev/jira/_simulator/sites/northwind/issues';

/**
 * Northwind's simulated Jira issues no task follows yet (none carries a task's label): the
 * demo site's own issues, as long as no earlier run linked them.
 */
async function unlinkedIssues(request: APIRequestContext): Promise<string[]> {
  const response = await request.get(DEMO_SITE_ISSUES);
  const issues = (await response.json()) as (SimulatedIssue & {
    fields: { labels?: string[] };
  })[];
  return issues
    .filter((issue) => !(issue.fields.labels ?? []).some((label) => label.startsWith('morphic-')))
    .map((issue) => issue.key);
}

async function labelsOf(request: APIRequestContext, key: string): Promise<string[]> {
  const response = await request.get(`${DEMO_SITE_ISSUES}/${key}`);
  return ((await response.json()) as { fields: { labels?: string[] } }).fields.labels ?? [];
}

const jiraBadge = (page: Page, missionId: string) =>
  page.getByTestId(`company-task-jira-${missionId}`);

test.describe('a representative links Northwind’s Jira issues to tasks', () => {
  test('on a new task and on an existing one, and sees each task’s Jira state; the dashboard and the console agree on Jira', async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const rep = await newPage(browser, (page) => signInCompanyRepContext(page.context(), request));
    const [forNewTask, forExistingTask] = await unlinkedIssues(request);
    expect(forExistingTask, 'two demo issues no task follows yet').toBeDefined();

    // The dashboard says Northwind's Jira is connected (the development simulator), and the
    // System console says the same of Northwind.
    await rep.goto('/company/dashboard');
    const syncBadge = rep.getByTestId('company-sync-status');
    await expect(syncBadge).not.toHaveAttribute('data-state', 'not_connected');
    await expect(rep.getByTestId('company-sync')).toBeEnabled();
    const dashboardSays = await syncBadge.innerText();
    const admin = await newPage(browser, (page) => signInContext(page.context(), request, 'admin'));
    const companies = new CompaniesConsole(admin);
    await companies.gotoCompanies();
    await expect(companies.companyRow('Northwind Robotics').getByTestId('company-jira')).toHaveText(
      dashboardSays,
    );

    // A new task that follows an existing issue: the issue is typed on the form.
    await rep.goto('/company/tasks/new');
    const form = new CompanyTaskFormPage(rep);
    await form.title.fill(`Tune the winch brakes ${testInfo.workerIndex}-${Date.now()}`);
    await form.description.fill('Tracked in Jira already.');
    await form.rewardAmount.fill('0');
    await rep.getByTestId('company-task-jira-key').fill(forNewTask?.toLowerCase() ?? '');
    const created = rep.waitForResponse(
      (response) =>
        response.url().endsWith('/api/company-reps/me/tasks') &&
        response.request().method() === 'POST',
    );
    await form.submit.click();
    const { mission_id: newTaskId } = (await (await created).json()) as { mission_id: string };
    await expect(rep).toHaveURL(/\/company-tasks$/);
    await expect(jiraBadge(rep, newTaskId)).toHaveAttribute('data-state', 'synced');
    await expect(jiraBadge(rep, newTaskId)).toContainText(`${forNewTask} · synced`);
    // The label goes onto the issue from a reactor, after the link: waited for, not read once.
    await expect.poll(() => labelsOf(request, forNewTask ?? '')).toContain(`morphic-${newTaskId}`);

    // An existing task that follows no issue (the oldest: one the demo world posted).
    const linkAction = rep.locator('[data-testid^="company-task-link-jira-"]').last();
    const existingId = ((await linkAction.getAttribute('data-testid')) ?? '').replace(
      'company-task-link-jira-',
      '',
    );
    await expect(jiraBadge(rep, existingId)).toHaveText(COMPANY_JIRA_TEXTS.task.notLinked);
    await linkAction.click();
    const key = rep.getByTestId('task-jira-link-key');
    await key.fill('NW');
    await rep.getByTestId('task-jira-link-submit').click();
    await expect(rep.getByText(COMPANY_JIRA_TEXTS.issueKeyFormat)).toBeVisible();
    await key.fill(forExistingTask ?? '');
    await snap(rep, testInfo, 'company-task-link-dialog');
    await rep.getByTestId('task-jira-link-submit').click();
    await expect(
      rep
        .getByTestId('toast')
        .filter({ hasText: COMPANY_JIRA_TEXTS.linked(forExistingTask ?? '') }),
    ).toBeVisible();
    await expect(jiraBadge(rep, existingId)).toHaveAttribute('data-state', 'synced');
    await expect(jiraBadge(rep, existingId)).toContainText(`${forExistingTask} · synced`);
    await expect(rep.getByTestId(`company-task-link-jira-${existingId}`)).toHaveCount(0);
    await expect
      .poll(() => labelsOf(request, forExistingTask ?? ''))
      .toContain(`morphic-${existingId}`);

    // The dashboard's recent tasks show their Jira states too.
    await rep.goto('/company/dashboard');
    await expect(rep.locator('[data-testid^="company-task-jira-"]').first()).toBeVisible();
    await snap(rep, testInfo, 'company-dashboard-1280');
    await rep.setViewportSize({ width: 390, height: 844 });
    await expect(syncBadge).toBeVisible();
    await snap(rep, testInfo, 'company-dashboard-390');
  });
});
