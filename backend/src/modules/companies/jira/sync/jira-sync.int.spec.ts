import { COMPANY_JIRA_TEXTS, COMPANY_TEXTS, type JiraSyncResponse } from '@morphic/contracts';
import { MISSIONS_COLLECTION, STREAMS, type MissionDoc } from '@morphic/contracts/server';
import { startJiraSimulator } from '@morphic/jira-simulator';
import type { EventStore, ReadStore } from '@morphic/stores';
import { EVENT_STORE, READ_STORE } from '#infrastructure/tokens';
import { activeCompany, jiraCompany } from '../../../../testing/jira-companies';
import { DEMO_PASSWORDS, call, startTestApp, type TestApp } from '../../../../testing/test-app';
import { JIRA_SIGNATURE_HEADER, jiraSignatureOf } from '../webhook/jira-webhook-signature';

type Answer<T> = Partial<T> & { error?: string };

describe('Jira sync: issues become missions', () => {
  let platform: TestApp;
  let jira: Awaited<ReturnType<typeof startJiraSimulator>>;
  let admin: string;

  beforeAll(async () => {
    jira = await startJiraSimulator();
    platform = await startTestApp();
    admin = await platform.login('admin', DEMO_PASSWORDS.admin);
  });
  afterAll(async () => {
    await platform.close({ removeData: true });
    await jira.close();
  });

  const missions = () =>
    platform.app.get<ReadStore>(READ_STORE).collection<MissionDoc>(MISSIONS_COLLECTION);

  /** An active company whose Jira project HB has two issues. */
  const connectedCompany = () =>
    jiraCompany(platform, jira, admin, {
      project: 'HB',
      issues: [
        {
          summary: 'Calibrate crane 4',
          description: 'Drift of 3 cm at full reach.',
          labels: ['robotics', 'calibration'],
          duedate: '2027-01-15',
          custom: { customfield_10050: 240 },
        },
        { summary: 'Log crane telemetry' },
      ],
    });

  const sync = (companyId: string) =>
    call<Answer<JiraSyncResponse>>(platform.url, 'POST', `/api/admin/companies/${companyId}/sync`, {
      token: admin,
    });

  it('imports each issue once; a second sync creates nothing; an edit in Jira changes only that mission', async () => {
    const { companyId } = await connectedCompany();

    const first = await sync(companyId);
    expect(first.body).toMatchObject({ success: true, tasks_synced: 2, created: 2, updated: 0 });
    const imported = await missions().find({ company_id: companyId }, { sort: { jira_key: 1 } });
    expect(
      imported.map(({ jira_key, title, domain_tags, deadline_at, status }) => ({
        jira_key,
        title,
        domain_tags,
        deadline_at,
        status,
      })),
    ).toEqual([
      {
        jira_key: 'HB-1',
        title: 'Calibrate crane 4',
        domain_tags: ['robotics', 'calibration'],
        deadline_at: '2027-01-15T23:59:59.000Z',
        status: 'open',
      },
      {
        jira_key: 'HB-2',
        title: 'Log crane telemetry',
        domain_tags: [],
        deadline_at: null,
        status: 'open',
      },
    ]);
    expect(imported[0]?.description).toBe('Drift of 3 cm at full reach.');
    // No calibration yet: the site's custom number field named "Story price" gives the reward.
    expect(imported.map((mission) => mission.reward_amount)).toEqual([240, 0]);

    const second = await sync(companyId);
    expect(second.body).toMatchObject({ tasks_synced: 0, created: 0, updated: 0 });
    expect(await missions().count({ company_id: companyId })).toBe(2);
    expect(await missions().find({ company_id: companyId }, { sort: { jira_key: 1 } })).toEqual(
      imported,
    );
  });

  it('takes an edit made in Jira at the next sync, and nothing else', async () => {
    const { companyId, site } = await connectedCompany();
    await sync(companyId);
    site.editIssue('HB-2', { summary: 'Log crane telemetry hourly', labels: ['telemetry'] });

    const third = await sync(companyId);
    expect(third.body).toMatchObject({ tasks_synced: 1, created: 0, updated: 1 });
    expect(await missions().findOne({ company_id: companyId, jira_key: 'HB-2' })).toMatchObject({
      title: 'Log crane telemetry hourly',
      domain_tags: ['telemetry'],
    });
  });

  it('keeps a newer issue state a webhook delivered when a sync pulls an older one', async () => {
    const company = await connectedCompany();
    await sync(company.companyId);
    // Jira's search lags its webhooks: the delivery carries a state the search does not show yet.
    const body = {
      webhookEvent: 'jira:issue_updated',
      issue: {
        id: '2',
        key: 'HB-2',
        fields: {
          summary: 'Log crane telemetry every minute',
          updated: '2030-01-01T08:00:00.000+0000',
        },
      },
      changelog: { items: [{ field: 'summary', fieldId: 'summary' }] },
    };
    const delivered = await call(
      platform.url,
      'POST',
      `/api/webhooks/jira/account/${company.account.id}`,
      {
        body,
        headers: {
          [JIRA_SIGNATURE_HEADER]: jiraSignatureOf(
            company.account.webhook_secret,
            JSON.stringify(body),
          ),
        },
      },
    );
    expect(delivered.body).toMatchObject({ outcome: 'updated' });

    const pulled = await sync(company.companyId);
    expect(pulled.body).toMatchObject({ tasks_synced: 0, created: 0, updated: 0 });
    expect(
      await missions().findOne({ company_id: company.companyId, jira_key: 'HB-2' }),
    ).toMatchObject({ title: 'Log crane telemetry every minute' });
  });

  it('withdraws the missions an account imported when the account is deleted', async () => {
    const { companyId, account } = await connectedCompany();
    await sync(companyId);
    const removed = await call(platform.url, 'DELETE', `/api/admin/jira-accounts/${account.id}`, {
      token: admin,
    });
    expect(removed.status).toBe(200);
    const imported = await missions().find({ company_id: companyId });
    expect(imported).toHaveLength(2);
    expect(imported.every((mission) => typeof mission.withdrawn_at === 'string')).toBe(true);
  });

  it('finds the missions to withdraw in the log, whatever the read model says', async () => {
    const { companyId, account } = await connectedCompany();
    await sync(companyId);
    const imported = await missions().find({ company_id: companyId });
    expect(imported).toHaveLength(2);
    // A read model behind the log: it does not show the imported missions yet.
    await missions().deleteMany({ company_id: companyId });
    const removed = await call(platform.url, 'DELETE', `/api/admin/jira-accounts/${account.id}`, {
      token: admin,
    });
    expect(removed.status).toBe(200);
    const log = platform.app.get<EventStore>(EVENT_STORE);
    for (const mission of imported) {
      const events = await log.readStream(STREAMS.mission(mission._id));
      expect(events.map((event) => event.type)).toContain('MissionWithdrawn');
    }
  });

  it('waits out a 429 with Retry-After and retries a 503, then syncs', async () => {
    const { companyId } = await connectedCompany();
    jira.control.injectFault({
      method: 'POST',
      path: '/rest/api/3/search/jql',
      fault: { kind: 'status', status: 429, retryAfter: 1 },
    });
    jira.control.injectFault({
      method: 'POST',
      path: '/rest/api/3/search/jql',
      fault: { kind: 'status', status: 503 },
    });
    const started = Date.now();
    const synced = await sync(companyId);
    expect(synced.body).toMatchObject({ success: true, created: 2 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it('records the request, and the sync reactor’s answer, with Jira down; syncs once it is back', async () => {
    const { companyId, siteName } = await connectedCompany();
    // Every one of the client's tries meets a 503.
    jira.control.injectFault({
      method: 'POST',
      path: '/rest/api/3/search/jql',
      site: siteName,
      times: 4,
      fault: { kind: 'status', status: 503 },
    });
    const down = await sync(companyId);
    expect(down.status).toBe(502);
    expect(down.body.error).toMatch(/^Failed: Jira answered 503/);
    const company = await platform.app
      .get<EventStore>(EVENT_STORE)
      .readStream(`company-${companyId}`);
    const syncEvents = company.filter((event) => event.type.startsWith('JiraSync'));
    expect(syncEvents.map((event) => event.type)).toEqual([
      'JiraSyncRequested',
      'JiraSyncAnswered',
    ]);
    expect(syncEvents[1]?.data).toMatchObject({
      accounts: 1,
      created: 0,
      failures: [expect.stringMatching(/503/)],
    });
    expect(await missions().count({ company_id: companyId })).toBe(0);

    const back = await sync(companyId);
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ success: true, created: 2 });
    expect(await missions().count({ company_id: companyId })).toBe(2);
  });

  it('answers 502 with Jira’s refusal, and shows it on the account', async () => {
    const { companyId, account } = await connectedCompany();
    await call(platform.url, 'PUT', `/api/admin/jira-accounts/${account.id}`, {
      token: admin,
      body: { jira_api_token: 'revoked-token' },
    });

    const refused = await sync(companyId);
    expect(refused.status).toBe(502);
    expect(refused.body.error).toMatch(/^Failed: Jira answered 401/);
    const accounts = await call<{ accounts: { sync_status: string; last_sync_at: string }[] }>(
      platform.url,
      'GET',
      `/api/admin/companies/${companyId}/jira-accounts`,
      { token: admin },
    );
    expect(accounts.body.accounts[0]?.sync_status).toMatch(/^Failed: Jira answered 401/);
    expect(accounts.body.accounts[0]?.last_sync_at).toEqual(expect.any(String));
    expect(await missions().count({ company_id: companyId })).toBe(0);
  });

  it('refuses a company with no usable account (400), an operator (403) and a stranger (401)', async () => {
    const companyId = await activeCompany(platform, 'Bare');
    const bare = await sync(companyId);
    expect([bare.status, bare.body.error]).toEqual([400, COMPANY_TEXTS.jira.nothingToSync]);
    const operator = await platform.login('alan', DEMO_PASSWORDS.operator);
    expect(
      (
        await call(platform.url, 'POST', `/api/admin/companies/${companyId}/sync`, {
          token: operator,
        })
      ).status,
    ).toBe(403);
    expect(
      (await call(platform.url, 'POST', `/api/admin/companies/${companyId}/sync`)).status,
    ).toBe(401);
  });

  it('lets the demo representative sync their own company', async () => {
    const rep = await platform.signInDemoCompanyRep();
    const response = await call<Answer<JiraSyncResponse>>(
      platform.url,
      'POST',
      '/api/company-reps/me/trigger-sync',
      { token: rep },
    );
    // The demo company has no Jira account under test: the refusal is the company's, not access,
    // and says who can connect it.
    expect([response.status, response.body.error]).toEqual([
      409,
      COMPANY_JIRA_TEXTS.notConnected('Northwind Robotics'),
    ]);
    expect(
      (await call(platform.url, 'POST', '/api/company-reps/me/trigger-sync', { token: admin }))
        .status,
    ).toBe(403);
  });
});
