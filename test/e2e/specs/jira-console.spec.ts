import { COMPANY_TEXTS, JIRA_CONSOLE_TEXTS } from '@morphic/contracts';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { JiraConsole } from '../pages/jira-console';
import { snap } from '../support/screenshots';
import { loginViaApi, seedSessionToken } from '../support/session';

const TEXTS = COMPANY_TEXTS.jira;
const DEMO_ACCOUNT = 'Northwind Jira (simulated)';
/** The demo site in the server's Jira simulator, and its "Story price" custom field. */
const DEMO_SITE = '/dev/jira/_simulator/sites/northwind';
const STORY_PRICE = 'customfield_10050';

async function demoCompanyId(request: APIRequestContext, token: string): Promise<string> {
  const response = await request.get('/api/admin/companies?search=Northwind', {
    headers: { authorization: `Bearer ${token}` },
  });
  const { companies } = (await response.json()) as { companies: { id: string }[] };
  const [company] = companies;
  if (!company) throw new Error('The demo company is missing');
  return company.id;
}

async function issueSummary(request: APIRequestContext, key: string): Promise<string> {
  const response = await request.get(`${DEMO_SITE}/issues/${key}`);
  return ((await response.json()) as { fields: { summary: string } }).fields.summary;
}

test.describe('the Jira section of the company analysis screen', () => {
  test('the founder tests the demo company’s Jira, syncs it, calibrates its price field, and adds and deletes an account', async ({
    page,
    context,
    request,
  }, testInfo) => {
    const founder = await loginViaApi(request, 'founder');
    await seedSessionToken(context, founder.token);
    const jira = new JiraConsole(page);
    await jira.goto(await demoCompanyId(request, founder.token));

    // The primary account connects.
    const demo = jira.account(DEMO_ACCOUNT);
    await expect(demo.getByTestId('jira-account-primary')).toBeVisible();
    await expect(jira.panel.getByTestId('jira-select-first')).toHaveText(TEXTS.selectAccountFirst);
    await jira.manage(DEMO_ACCOUNT);
    await jira.clickAndAnswer(jira.panel.getByTestId('jira-test-connection'), 'POST', '/test');
    const connection = jira.panel.getByTestId('jira-test-connection-result');
    await expect(connection).toHaveAttribute('data-ok', 'true');
    await expect(connection).toContainText(TEXTS.connectionOk);

    // Sync: the project's issues become the company's missions.
    await jira.clickAndAnswer(jira.sync, 'POST', '/sync');
    await expect(jira.toast(/^Download triggered: \d+$/)).toBeVisible();
    const missions = page.getByTestId('company-missions');
    await expect(missions).toContainText(await issueSummary(request, 'NW-1'));
    await expect(demo.getByTestId('jira-account-sync-status')).toContainText(/^Synced \d+ tasks?/);

    // Calibration: a person changes an issue's Story price in Jira while it runs.
    await jira.clickAndAnswer(
      jira.panel.getByTestId('jira-calibration-start'),
      'POST',
      '/calibration/start',
    );
    await expect(jira.toast(TEXTS.calibrationStarted)).toBeVisible();
    await expect(jira.calibrationStatus).toHaveAttribute('data-status', 'active');
    const edited = await request.post(`${DEMO_SITE}/issues/NW-1/edit`, {
      data: { fields: { [STORY_PRICE]: 480 } },
    });
    expect(edited.ok()).toBe(true);
    // The webhook has reached the platform once the simulator's deliveries are settled.
    expect((await request.get('/dev/jira/_simulator/deliveries?settled=true')).ok()).toBe(true);
    await jira.clickAndAnswer(
      jira.panel.getByTestId('jira-calibration-refresh'),
      'GET',
      '/calibration/status',
    );
    await expect(jira.calibrationField).toContainText('Story price');
    await snap(page, testInfo, 'jira-calibrating-1280');
    await jira.clickAndAnswer(
      jira.panel.getByTestId('jira-calibration-stop'),
      'POST',
      '/calibration/stop',
    );
    await expect(jira.toast(TEXTS.fieldDetected('Story price'))).toBeVisible();
    await expect(jira.calibrationStatus).toHaveAttribute('data-status', 'completed');

    // A second account: the required fields first, then one with upload and two project keys.
    const extra = `Extra site ${randomUUID().slice(0, 8)}`;
    await jira.addAccount.click();
    await jira.createForm.getByTestId('jira-create-submit').click();
    await expect(jira.createForm).toContainText(TEXTS.nameAndUrlRequired);
    await expect(jira.createForm.getByTestId('jira-upload-username')).toHaveCount(0);
    await jira.createForm.getByTestId('jira-account-name').fill(extra);
    await jira.createForm.getByTestId('jira-url').fill('https://extra-site.atlassian.net');
    await jira.createForm.getByTestId('jira-project-keys').fill(' ex, ops ,, ');
    await jira.createForm.getByTestId('jira-upload-enabled').check();
    await jira.createForm.getByTestId('jira-upload-username').fill('uploads@extra.example');
    await jira.createForm.getByTestId('jira-upload-token').fill('extra-upload-token-e2e');
    await jira.clickAndAnswer(
      jira.createForm.getByTestId('jira-create-submit'),
      'POST',
      '/jira-accounts',
    );
    await expect(jira.toast(TEXTS.accountCreated)).toBeVisible();
    const added = jira.account(extra);
    await expect(added).toContainText('EX');
    await expect(added).toContainText('OPS');
    await expect(added.getByTestId('jira-account-primary')).toHaveCount(0);
    await expect(demo.getByTestId('jira-account-primary')).toBeVisible();
    await snap(page, testInfo, 'jira-accounts-1280');

    // Delete it, after the confirmation that its missions go with it.
    const addedId = (await added.getAttribute('data-testid'))?.replace('jira-account-row-', '');
    await added.locator('[data-testid^="jira-delete-"]').click();
    const dialog = page.getByRole('dialog', { name: JIRA_CONSOLE_TEXTS.deleteTitle });
    await expect(dialog).toContainText(JIRA_CONSOLE_TEXTS.deleteBody(extra));
    await jira.clickAndAnswer(
      dialog.getByTestId('confirm-delete'),
      'DELETE',
      `/jira-accounts/${addedId ?? ''}`,
    );
    await expect(jira.toast(TEXTS.accountRemoved)).toBeVisible();
    await expect(added).toHaveCount(0);
    await expect(demo).toBeVisible();
  });
});
