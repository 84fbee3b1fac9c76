import { COMPANY_TEXTS, type JiraCalibrationResponse } from '@morphic/contracts';
import { MISSIONS_COLLECTION, type MissionDoc } from '@morphic/contracts/server';
import { startJiraSimulator } from '@morphic/jira-simulator';
import type { EventStore, ReadStore } from '@morphic/stores';
import { randomUUID } from 'node:crypto';
import { EVENT_STORE, READ_STORE } from '../../../../infrastructure/tokens';
import { jiraCompany, registerPlatformWebhook } from '../../../../testing/jira-companies';
import { DEMO_PASSWORDS, call, startTestApp, type TestApp } from '../../../../testing/test-app';

describe('Jira webhooks: edits in Jira reach their missions', () => {
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
  const receipts = async (accountId: string) =>
    (await platform.app.get<EventStore>(EVENT_STORE).readAll({ maxCount: 100_000 }))
      .filter((event) => event.type === 'JiraWebhookReceived')
      .map((event) => event.data as { account_id: string; outcome: string; delivery_id: string })
      .filter((data) => data.account_id === accountId);

  /**
   * A company whose project PR has one issue (synced into a mission), with Jira's webhook
   * registered at the account's URL (as the test reaches the platform).
   */
  async function wiredCompany() {
    const company = await jiraCompany(platform, jira, admin, {
      project: 'PR',
      issues: [{ summary: 'Inspect pier lights', labels: ['electrical'] }],
    });
    const path = await registerPlatformWebhook(platform, company);
    await call(platform.url, 'POST', `/api/admin/companies/${company.companyId}/sync`, {
      token: admin,
    });
    return { ...company, path };
  }

  /** The next delivery for the issue, once the platform answered it. */
  const delivered = (issueKey: string, after: number) =>
    jira.control.waitForDelivery(
      (delivery) =>
        delivery.issueKey === issueKey && jira.control.deliveries().indexOf(delivery) >= after,
    );

  it('updates the mission when a person edits its issue, and counts a redelivery once', async () => {
    const { companyId, account, site } = await wiredCompany();
    const before = jira.control.deliveries().length;
    site.editIssue('PR-1', {
      summary: 'Inspect and relamp pier lights',
      labels: ['electrical', 'night'],
    });
    const delivery = await delivered('PR-1', before);

    expect(await missions().findOne({ company_id: companyId, jira_key: 'PR-1' })).toMatchObject({
      title: 'Inspect and relamp pier lights',
      domain_tags: ['electrical', 'night'],
    });
    await jira.control.redeliver(delivery.identifier);
    const seen = await receipts(account.id);
    expect(seen.filter((receipt) => receipt.delivery_id === delivery.identifier)).toEqual([
      expect.objectContaining({ outcome: 'updated' }),
    ]);
    const changes = (await platform.app.get<EventStore>(EVENT_STORE).readAll({ maxCount: 100_000 }))
      .filter((event) => event.type === 'MissionDetailsChanged')
      .filter((event) => JSON.stringify(event.data).includes('relamp'));
    expect(changes).toHaveLength(1);
  });

  it('counts one delivery once when Jira sends it twenty times at once', async () => {
    const { account, path } = await wiredCompany();
    const body = {
      webhookEvent: 'jira:issue_updated',
      issue: { id: '1', key: 'PR-1', fields: { summary: 'Inspect pier lights at dusk' } },
      changelog: { items: [{ field: 'summary', fieldId: 'summary' }] },
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call<{ duplicate: boolean }>(platform.url, 'POST', path, {
          body,
          headers: { 'x-atlassian-webhook-identifier': 'delivery-twenty' },
        }),
      ),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.filter((answer) => !answer.body.duplicate)).toHaveLength(1);
    expect(await receipts(account.id)).toEqual([
      expect.objectContaining({ delivery_id: 'delivery-twenty', outcome: 'updated' }),
    ]);
  });

  it('refuses a body that is not a Jira event (400) and records nothing', async () => {
    const { account, path } = await wiredCompany();
    for (const body of [{ issue: { key: 'PR-1' } }, { webhookEvent: 42 }, []]) {
      expect((await call(platform.url, 'POST', path, { body })).status).toBe(400);
    }
    expect(await receipts(account.id)).toEqual([]);
  });

  it('recognises the echo of its own status push and changes nothing', async () => {
    const { companyId, account } = await wiredCompany();
    const mission = await missions().findOne({ company_id: companyId, jira_key: 'PR-1' });
    const before = jira.control.deliveries().length;
    const pushed = await call(
      platform.url,
      'POST',
      `/api/admin/missions/${mission?._id ?? ''}/jira/status`,
      {
        token: admin,
        body: { target_status: 'In Progress' },
      },
    );
    expect(pushed.status).toBe(200);
    await delivered('PR-1', before);
    await jira.control.deliveriesSettled();
    expect((await receipts(account.id)).map((receipt) => receipt.outcome)).toEqual(['echo']);
    const details = (doc: MissionDoc | null) =>
      doc && {
        title: doc.title,
        description: doc.description,
        domain_tags: doc.domain_tags,
        reward_amount: doc.reward_amount,
        deadline_at: doc.deadline_at,
      };
    expect(details(await missions().findOne({ _id: mission?._id ?? '' }))).toEqual(
      details(mission),
    );
  });

  it('refuses a wrong secret (401) and an unknown or disabled webhook (404), changing nothing', async () => {
    const { account, path } = await wiredCompany();
    const body = {
      webhookEvent: 'jira:issue_updated',
      issue: { id: '1', key: 'PR-1', fields: { summary: 'Hacked' } },
    };
    const wrong = await call(platform.url, 'POST', path.replace(/[^/]+$/, 'not-the-secret'), {
      body,
    });
    expect([wrong.status, wrong.body.error]).toEqual([401, COMPANY_TEXTS.jira.webhookSecretWrong]);
    const unknown = await call(platform.url, 'POST', path.replace(account.id, randomUUID()), {
      body,
    });
    expect(unknown.status).toBe(404);

    await call(platform.url, 'PUT', `/api/admin/jira-accounts/${account.id}`, {
      token: admin,
      body: { webhook_enabled: false },
    });
    const disabled = await call(platform.url, 'POST', path, { body });
    expect([disabled.status, disabled.body.error]).toEqual([
      404,
      COMPANY_TEXTS.jira.webhookNotFound,
    ]);
    expect(await receipts(account.id)).toEqual([]);
  });

  it('calibrates: the price field edited in Jira is found, and later syncs read rewards from it', async () => {
    const { companyId, account, site } = await wiredCompany();
    const calibrate = (action: 'start' | 'stop') =>
      call<JiraCalibrationResponse>(
        platform.url,
        'POST',
        `/api/admin/jira-accounts/${account.id}/calibration/${action}`,
        { token: admin },
      );
    expect((await calibrate('start')).body).toMatchObject({
      status: 'active',
      active: true,
      message: COMPANY_TEXTS.jira.calibrationStarted,
    });
    const early = await call<JiraCalibrationResponse>(
      platform.url,
      'GET',
      `/api/admin/companies/${companyId}/calibration`,
      { token: admin },
    );
    expect(early.body).toMatchObject({ active: true, field_id: null });

    const before = jira.control.deliveries().length;
    site.editIssue('PR-1', { customfield_10050: 480 });
    await delivered('PR-1', before);
    const stopped = await calibrate('stop');
    expect(stopped.body).toMatchObject({
      status: 'completed',
      field_id: 'customfield_10050',
      effective_field_id: 'customfield_10050',
      price_field_key: 'Story price',
      detected_at: expect.any(String),
    });

    const synced = await call(platform.url, 'POST', `/api/admin/companies/${companyId}/sync`, {
      token: admin,
    });
    expect(synced.body).toMatchObject({ updated: 1 });
    expect(await missions().findOne({ company_id: companyId, jira_key: 'PR-1' })).toMatchObject({
      reward_amount: 480,
    });
  });

  it('says "no field detected yet" when calibration saw no custom field, and refuses a second stop', async () => {
    const { account } = await wiredCompany();
    const start = `/api/admin/jira-accounts/${account.id}/calibration/start`;
    const stop = `/api/admin/jira-accounts/${account.id}/calibration/stop`;
    await call(platform.url, 'POST', start, { token: admin });
    const stopped = await call<JiraCalibrationResponse>(platform.url, 'POST', stop, {
      token: admin,
    });
    expect(stopped.body).toMatchObject({
      field_id: null,
      message: COMPANY_TEXTS.jira.noFieldDetected,
    });
    const again = await call(platform.url, 'POST', stop, { token: admin });
    expect([again.status, again.body.error]).toEqual([409, COMPANY_TEXTS.jira.calibrationIdle]);
  });
});
