import { COMPANY_TEXTS, type JiraCalibrationResponse } from '@morphic/contracts';
import { MISSIONS_COLLECTION, type MissionDoc } from '@morphic/contracts/server';
import { startJiraSimulator } from '@morphic/jira-simulator';
import type { EventStore, LogPosition, ReadStore } from '@morphic/stores';
import { randomUUID } from 'node:crypto';
import { EVENT_STORE, READ_STORE } from '#infrastructure/tokens';
import { registerOnboardedOperator } from '../../../../testing/accounts';
import { takeMission } from '../../../../testing/assignments';
import { repOfCompany } from '../../../../testing/company-reps';
import { jiraCompany, registerPlatformWebhook } from '../../../../testing/jira-companies';
import { DEMO_PASSWORDS, call, startTestApp, type TestApp } from '../../../../testing/test-app';
import { JIRA_SIGNATURE_HEADER, jiraSignatureOf } from './jira-webhook-signature';

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

  const eventStore = () => platform.app.get<EventStore>(EVENT_STORE);
  /** The types of the events appended after `head`. */
  const appendedSince = async (head: LogPosition | null) =>
    (await eventStore().readAll({ ...(head ? { after: head } : {}), maxCount: 100_000 })).map(
      (event) => event.type,
    );

  /**
   * A company whose project PR has one issue (synced into a mission), with Jira's webhook
   * registered as the platform registers it: the signed URL (as the test reaches the platform)
   * and the account's secret.
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
    const secret = company.account.webhook_secret;
    return {
      ...company,
      path,
      secret,
      legacyPath: new URL(company.account.webhook_url_full).pathname,
    };
  }

  /** Posts a body to a webhook path as Jira Cloud does: signed with the secret. */
  const deliver = (
    path: string,
    secret: string,
    body: unknown,
    headers: Record<string, string> = {},
  ) =>
    call<{ outcome: string; duplicate: boolean; error?: string }>(platform.url, 'POST', path, {
      body,
      headers: {
        [JIRA_SIGNATURE_HEADER]: jiraSignatureOf(secret, JSON.stringify(body)),
        ...headers,
      },
    });

  /** An edit of PR-1's summary, as Jira states the issue at `updated`. */
  const summaryEdit = (summary: string, updated: string) => ({
    webhookEvent: 'jira:issue_updated',
    issue: { id: '1', key: 'PR-1', fields: { summary, updated } },
    changelog: { items: [{ field: 'summary', fieldId: 'summary' }] },
  });

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
    // Signed by the simulated Jira with the secret the platform registered, and accepted.
    expect(delivery.signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(delivery.attempts.map((attempt) => attempt.status)).toEqual([200]);

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
    const { account, path, secret } = await wiredCompany();
    const body = summaryEdit('Inspect pier lights at dusk', '2030-01-01T08:00:00.000+0000');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        deliver(path, secret, body, { 'x-atlassian-webhook-identifier': 'delivery-twenty' }),
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

  it('moves the mission when a person moves its issue in Jira, both ways', async () => {
    const { companyId, account, site } = await wiredCompany();
    const before = jira.control.deliveries().length;
    site.transitionIssue('PR-1', 'Done');
    await delivered('PR-1', before);
    const mission = await missions().findOne({ company_id: companyId, jira_key: 'PR-1' });
    expect(mission).toMatchObject({ status: 'validated' });
    const moves = (await eventStore().readAll({ maxCount: 100_000 }))
      .filter((event) => event.type === 'MissionStatusMovedInJira')
      .map((event) => event.data as { mission_id: string })
      .filter((data) => data.mission_id === mission?._id);
    expect(moves).toEqual([
      expect.objectContaining({ jira_status: 'Done', jira_category: 'done', status: 'validated' }),
    ]);

    const back = jira.control.deliveries().length;
    site.transitionIssue('PR-1', 'To Do');
    await delivered('PR-1', back);
    expect(await missions().findOne({ _id: mission?._id ?? '' })).toMatchObject({
      status: 'open',
    });
    expect((await receipts(account.id)).map((receipt) => receipt.outcome)).toEqual([
      'moved',
      'moved',
    ]);
  });

  it('knows its own status push by what it wrote, even when Jira names no author', async () => {
    const { companyId, account, path, secret } = await wiredCompany();
    const mission = await missions().findOne({ company_id: companyId, jira_key: 'PR-1' });
    const missionPath = `/api/admin/missions/${mission?._id ?? ''}/jira/status`;
    await call(platform.url, 'POST', missionPath, {
      token: admin,
      body: { target_status: 'In Progress' },
    });
    await jira.control.deliveriesSettled();
    const head = await eventStore().headPosition();
    const echo = await deliver(path, secret, {
      webhookEvent: 'jira:issue_updated',
      timestamp: Date.now(),
      issue: {
        id: '1',
        key: 'PR-1',
        fields: {
          updated: '2030-01-01T08:00:00.000+0000',
          status: { name: 'In Progress', statusCategory: { key: 'indeterminate' } },
        },
      },
      changelog: { items: [{ field: 'status', fieldId: 'status' }] },
    });
    expect(echo.body).toMatchObject({ outcome: 'echo', duplicate: false });
    expect(await appendedSince(head)).toEqual(['JiraWebhookReceived']);
    expect((await receipts(account.id)).map((receipt) => receipt.outcome)).toEqual([
      'echo',
      'echo',
    ]);
    expect(await missions().findOne({ _id: mission?._id ?? '' })).toMatchObject({
      status: 'open',
    });
  });

  it('records and shows a move in Jira the mission refuses: an operator holds it', async () => {
    const { companyId, account, site } = await wiredCompany();
    const mission = await missions().findOne({ company_id: companyId, jira_key: 'PR-1' });
    const missionId = mission?._id ?? '';
    const before = jira.control.deliveries().length;
    await takeMission(platform, await registerOnboardedOperator(platform), missionId);
    // The platform moves the issue to In Progress, and its echo comes back.
    await delivered('PR-1', before);
    await jira.control.deliveriesSettled();
    expect(site.issue('PR-1').status).toBe('In Progress');

    const moved = jira.control.deliveries().length;
    site.transitionIssue('PR-1', 'Done');
    await delivered('PR-1', moved);
    const message = COMPANY_TEXTS.jira.transitionRefusedHeld('Done');
    expect(await missions().findOne({ _id: missionId })).toMatchObject({
      status: 'assigned',
      jira_refusal: message,
    });
    expect((await receipts(account.id)).map((receipt) => receipt.outcome)).toEqual([
      'echo',
      'refused',
    ]);
    const stats = await call<{ mission: { jira_refusal: string | null } }>(
      platform.url,
      'GET',
      `/api/admin/missions/${missionId}/stats`,
      { token: admin },
    );
    expect(stats.body.mission.jira_refusal).toBe(message);
    const rep = await repOfCompany(platform, companyId, 'active', { can_view_tasks: true });
    const tasks = await call<{ jira_sync: Record<string, { message?: string }> }>(
      platform.url,
      'GET',
      '/api/company-reps/me/missions',
      { token: rep.token },
    );
    expect(tasks.body.jira_sync[missionId]).toMatchObject({ state: 'sync_failed', message });
  });

  it('takes a webhook body in the v2 representation: a plain-string description', async () => {
    const { companyId, path, secret } = await wiredCompany();
    const applied = await deliver(path, secret, {
      webhookEvent: 'jira:issue_updated',
      issue: {
        id: '1',
        key: 'PR-1',
        fields: {
          summary: 'Inspect pier lights',
          description: 'Check every lamp.\n\nReplace the broken ones.',
          updated: '2030-01-01T08:00:00.000+0000',
        },
      },
      changelog: { items: [{ field: 'description', fieldId: 'description' }] },
    });
    expect([applied.status, applied.body.outcome]).toEqual([200, 'updated']);
    expect(await missions().findOne({ company_id: companyId, jira_key: 'PR-1' })).toMatchObject({
      description: 'Check every lamp.\n\nReplace the broken ones.',
    });
  });

  it('refuses a delivery not signed with the account’s secret (401), on both URLs, changing nothing', async () => {
    const { companyId, path, legacyPath, secret } = await wiredCompany();
    const body = summaryEdit('Hacked', '2030-01-01T08:00:00.000+0000');
    const text = JSON.stringify(body);
    const head = await eventStore().headPosition();
    const signedWith = (signature: string) => ({ [JIRA_SIGNATURE_HEADER]: signature });
    const refusals = [
      await call(platform.url, 'POST', path, { body }),
      await call(platform.url, 'POST', path, {
        body,
        headers: signedWith(jiraSignatureOf('not-the-secret', text)),
      }),
      // Signed, then changed on the way.
      await call(platform.url, 'POST', path, {
        body: summaryEdit('Hacked twice', '2030-01-01T08:00:00.000+0000'),
        headers: signedWith(jiraSignatureOf(secret, text)),
      }),
      await call(platform.url, 'POST', path, { body, headers: signedWith('sha256=') }),
      // The spec's URL holds the secret, and still needs the signature.
      await call(platform.url, 'POST', legacyPath, { body }),
    ];
    expect(refusals.map((answer) => [answer.status, answer.body.error])).toEqual(
      refusals.map(() => [401, COMPANY_TEXTS.jira.webhookSignatureWrong]),
    );
    expect(await appendedSince(head)).toEqual([]);
    expect(await missions().findOne({ company_id: companyId, jira_key: 'PR-1' })).toMatchObject({
      title: 'Inspect pier lights',
    });
  });

  it('asks Jira nothing for an unsigned status move: who the platform writes as is looked up only once a delivery is signed', async () => {
    const { path } = await wiredCompany();
    const body = {
      ...summaryEdit('Inspect pier lights', '2030-01-01T08:00:00.000+0000'),
      changelog: { items: [{ field: 'status', fieldId: 'status', toString: 'Done' }] },
    };
    jira.control.clearRequests();
    const refused = await call(platform.url, 'POST', path, { body });
    expect(refused.status).toBe(401);
    expect(jira.control.requests()).toEqual([]);
  });

  it('applies a signed delivery on the spec’s URL too, and refuses a wrong secret in it (401)', async () => {
    const { companyId, account, legacyPath, secret } = await wiredCompany();
    const body = summaryEdit('Inspect pier lights at dawn', '2030-01-01T08:00:00.000+0000');
    const wrong = await deliver(legacyPath.replace(/[^/]+$/, 'not-the-secret'), secret, body);
    expect([wrong.status, wrong.body.error]).toEqual([401, COMPANY_TEXTS.jira.webhookSecretWrong]);
    expect(await receipts(account.id)).toEqual([]);

    const applied = await deliver(legacyPath, secret, body);
    expect([applied.status, applied.body.outcome]).toEqual([200, 'updated']);
    expect(await missions().findOne({ company_id: companyId, jira_key: 'PR-1' })).toMatchObject({
      title: 'Inspect pier lights at dawn',
    });
  });

  it('answers an unknown or disabled webhook with 404, changing nothing', async () => {
    const { account, path, secret } = await wiredCompany();
    const body = summaryEdit('Hacked', '2030-01-01T08:00:00.000+0000');
    const unknown = await deliver(path.replace(account.id, randomUUID()), secret, body);
    expect(unknown.status).toBe(404);

    await call(platform.url, 'PUT', `/api/admin/jira-accounts/${account.id}`, {
      token: admin,
      body: { webhook_enabled: false },
    });
    const disabled = await deliver(path, secret, body);
    expect([disabled.status, disabled.body.error]).toEqual([
      404,
      COMPANY_TEXTS.jira.webhookNotFound,
    ]);
    expect(await receipts(account.id)).toEqual([]);
  });

  it('ignores a delivery older than the issue state the mission shows', async () => {
    const { companyId, account, path, secret } = await wiredCompany();
    const newer = await deliver(
      path,
      secret,
      summaryEdit('Relamp pier lights', '2030-01-01T09:00:00.000+0000'),
    );
    expect(newer.body.outcome).toBe('updated');
    const head = await eventStore().headPosition();

    // Jira retried an earlier edit late: it arrives after the newer one.
    const older = await deliver(
      path,
      secret,
      summaryEdit('Inspect pier lights (draft)', '2030-01-01T08:59:59.999+0000'),
    );
    expect(older.body).toMatchObject({ outcome: 'stale', duplicate: false });
    expect(await appendedSince(head)).toEqual(['JiraWebhookReceived']);
    expect(await missions().findOne({ company_id: companyId, jira_key: 'PR-1' })).toMatchObject({
      title: 'Relamp pier lights',
    });
    expect((await receipts(account.id)).map((receipt) => receipt.outcome)).toEqual([
      'updated',
      'stale',
    ]);
  });

  it('counts a delivery without an identifier once, by its issue and updated time', async () => {
    const { account, path, secret } = await wiredCompany();
    const body = summaryEdit('Relamp pier lights', '2030-01-01T09:00:00.000+0000');
    expect((await deliver(path, secret, body)).body).toMatchObject({ duplicate: false });
    const head = await eventStore().headPosition();
    expect((await deliver(path, secret, body)).body).toMatchObject({ duplicate: true });
    expect(await appendedSince(head)).toEqual([]);
    expect(await receipts(account.id)).toEqual([
      expect.objectContaining({
        delivery_id: 'PR-1@2030-01-01T09:00:00.000Z',
        outcome: 'updated',
      }),
    ]);
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
