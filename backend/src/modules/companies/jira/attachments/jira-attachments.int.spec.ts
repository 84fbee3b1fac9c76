import { COMPANY_JIRA_TEXTS, type JiraAttachmentView } from '@morphic/contracts';
import { MISSIONS_COLLECTION, type MissionDoc } from '@morphic/contracts/server';
import { startJiraSimulator } from '@morphic/jira-simulator';
import type { EventStore, ReadStore } from '@morphic/stores';
import { EVENT_STORE, READ_STORE } from '#infrastructure/tokens';
import { registerOnboardedOperator, uploadAndSubmit } from '../../../../testing/accounts';
import { takeMission } from '../../../../testing/assignments';
import { repOfCompany } from '../../../../testing/company-reps';
import { jiraCompany, registerPlatformWebhook } from '../../../../testing/jira-companies';
import { DEMO_PASSWORDS, call, startTestApp, type TestApp } from '../../../../testing/test-app';
import { claimAndDecide } from '../../../validation/testing/validation-fixtures';

const TEXTS = COMPANY_JIRA_TEXTS.attachments;
const SPEC = { filename: 'pier-wiring.pdf', mimeType: 'application/pdf' };
const SPEC_BYTES = Buffer.from('%PDF-1.4\n% the pier wiring diagram\n');

describe('Jira attachments: files a person attaches in Jira reach the mission', () => {
  let platform: TestApp;
  let jira: Awaited<ReturnType<typeof startJiraSimulator>>;
  let admin: string;
  let validator: string;

  beforeAll(async () => {
    jira = await startJiraSimulator();
    platform = await startTestApp();
    admin = await platform.login('admin', DEMO_PASSWORDS.admin);
    validator = await platform.login('validator', DEMO_PASSWORDS.validator);
  });
  afterAll(async () => {
    await platform.close({ removeData: true });
    await jira.close();
  });

  const missions = () =>
    platform.app.get<ReadStore>(READ_STORE).collection<MissionDoc>(MISSIONS_COLLECTION);
  const eventsOfType = async (type: string, missionId: string) =>
    (await platform.app.get<EventStore>(EVENT_STORE).readStream(`mission-${missionId}`)).filter(
      (event) => event.type === type,
    );
  const outcomes = async (accountId: string) =>
    (await platform.app.get<EventStore>(EVENT_STORE).readAll({ maxCount: 100_000 }))
      .filter((event) => event.type === 'JiraWebhookReceived')
      .map((event) => event.data as { account_id: string; outcome: string })
      .filter((data) => data.account_id === accountId)
      .map((data) => data.outcome);

  /** A company whose project's one issue is synced into a mission, with Jira's webhook registered. */
  async function wiredMission(project: string, account: Record<string, unknown> = {}) {
    const company = await jiraCompany(platform, jira, admin, {
      project,
      issues: [{ summary: 'Inspect pier lights' }],
      account,
    });
    await registerPlatformWebhook(platform, company);
    await call(platform.url, 'POST', `/api/admin/companies/${company.companyId}/sync`, {
      token: admin,
    });
    const mission = await missions().findOne({ company_id: company.companyId });
    if (!mission) throw new Error('The sync made no mission');
    return { ...company, missionId: mission._id, issueKey: `${project}-1` };
  }

  /** Attaches a file in Jira as its person does, and waits until the platform answered the webhook. */
  async function attachInJira(
    site: Awaited<ReturnType<typeof wiredMission>>['site'],
    issueKey: string,
    file = { ...SPEC, bytes: SPEC_BYTES },
  ) {
    const before = jira.control.deliveries().length;
    site.attachFile(issueKey, file);
    await jira.control.waitForDelivery(
      (delivery) =>
        delivery.issueKey === issueKey && jira.control.deliveries().indexOf(delivery) >= before,
    );
    await jira.control.deliveriesSettled();
  }

  const download = (token: string, missionId: string, attachmentId: string) =>
    fetch(`${platform.url}/api/missions/${missionId}/jira-attachments/${attachmentId}`, {
      headers: { authorization: `Bearer ${token}` },
    });

  it('lists a file a person attached in Jira on the mission, for its representatives and admins, once', async () => {
    const { companyId, account, site, missionId, issueKey } = await wiredMission('AT');
    await attachInJira(site, issueKey);

    const [file] = site.issue(issueKey).attachments;
    const expected: JiraAttachmentView = {
      id: file?.id ?? '',
      file_name: SPEC.filename,
      mime_type: SPEC.mimeType,
      size: SPEC_BYTES.length,
      author: 'Inês Porto',
      created_at: expect.any(String) as unknown as string,
    };
    expect((await missions().findOne({ _id: missionId }))?.jira_attachments).toEqual([expected]);
    expect(await outcomes(account.id)).toEqual(['attached']);

    // Jira redelivers: the file is listed once.
    const [delivery] = jira.control.deliveries().slice(-1);
    await jira.control.redeliver(delivery?.identifier ?? '');
    expect(await eventsOfType('JiraAttachmentAdded', missionId)).toHaveLength(1);

    const rep = await repOfCompany(platform, companyId, 'active', { can_view_tasks: true });
    const tasks = await call<{ missions: { id: string; jira_attachments?: unknown }[] }>(
      platform.url,
      'GET',
      '/api/company-reps/me/missions',
      { token: rep.token },
    );
    expect(tasks.body.missions.find((mission) => mission.id === missionId)).toMatchObject({
      jira_attachments: [expected],
    });
    const stats = await call<{ mission: { jira_attachments: unknown } }>(
      platform.url,
      'GET',
      `/api/admin/missions/${missionId}/stats`,
      { token: admin },
    );
    expect(stats.body.mission.jira_attachments).toEqual([expected]);
    // The marketplace shows no company files.
    const detail = await call<{ mission: Record<string, unknown> }>(
      platform.url,
      'GET',
      `/api/missions/${missionId}`,
      { token: admin },
    );
    expect(detail.body.mission).not.toHaveProperty('jira_attachments');
  });

  it('hands the file’s bytes from Jira to the company’s representative and to admins, and to nobody else', async () => {
    const { companyId, site, missionId, issueKey } = await wiredMission('AD');
    await attachInJira(site, issueKey);
    const attachmentId = site.issue(issueKey).attachments[0]?.id ?? '';

    const rep = await repOfCompany(platform, companyId, 'active', { can_view_tasks: true });
    for (const token of [rep.token, admin]) {
      const response = await download(token, missionId, attachmentId);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(SPEC.mimeType);
      expect(response.headers.get('content-disposition')).toContain(SPEC.filename);
      expect(Buffer.from(await response.arrayBuffer())).toEqual(SPEC_BYTES);
    }
    // Jira was asked for the bytes themselves, not a redirect to its media host.
    expect(
      jira.control
        .requests()
        .filter((request) => request.path.startsWith('/rest/api/3/attachment/content/'))
        .map((request) => request.status),
    ).toContain(200);

    const other = await wiredMission('AE');
    const stranger = await repOfCompany(platform, other.companyId, 'active', {
      can_view_tasks: true,
    });
    const strangers = await download(stranger.token, missionId, attachmentId);
    expect(strangers.status).toBe(404);
    const operator = await registerOnboardedOperator(platform);
    const operators = await download(operator.token, missionId, attachmentId);
    expect(operators.status).toBe(403);
    expect(await operators.json()).toMatchObject({ error: TEXTS.forbidden });
    const unknown = await download(admin, missionId, '99999');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: TEXTS.notFound });
    const anonymous = await fetch(
      `${platform.url}/api/missions/${missionId}/jira-attachments/${attachmentId}`,
    );
    expect(anonymous.status).toBe(401);
  });

  it('says Jira did not hand the file over (502) when Jira fails, and serves it once Jira is back', async () => {
    const { site, siteName, missionId, issueKey } = await wiredMission('AF');
    await attachInJira(site, issueKey);
    const attachmentId = site.issue(issueKey).attachments[0]?.id ?? '';
    jira.control.injectFault({
      path: `/rest/api/3/attachment/content/${attachmentId}`,
      site: siteName,
      fault: { kind: 'status', status: 404 },
    });
    const failed = await download(admin, missionId, attachmentId);
    expect(failed.status).toBe(502);
    expect(((await failed.json()) as { error: string }).error).toMatch(
      /^Jira did not hand over the file: Jira answered 404/,
    );
    jira.control.clearFaults();
    expect((await download(admin, missionId, attachmentId)).status).toBe(200);
  });

  it('does not list its own upload of a validated solution coming back from Jira', async () => {
    const { account, site, missionId, issueKey } = await wiredMission('AU', {
      jira_upload_enabled: true,
    });
    const operator = await registerOnboardedOperator(platform);
    const assignmentId = await takeMission(platform, operator, missionId);
    const entryId = await uploadAndSubmit(
      platform,
      operator,
      assignmentId,
      { name: 'pier-report.md', content: '# Lights\nAll relamped.\n', type: 'text/markdown' },
      'Relamped all twelve.',
    );
    await claimAndDecide(platform, { token: validator, id: '' }, entryId, {
      decision: 'pass',
      score: 0.9,
      report: 'Done well.',
    });
    await jira.control.deliveriesSettled();
    expect(site.issue(issueKey).attachments.map((file) => file.filename)).toEqual([
      'pier-report.md',
    ]);
    expect(await eventsOfType('JiraAttachmentAdded', missionId)).toEqual([]);
    expect((await missions().findOne({ _id: missionId }))?.jira_attachments).toBeUndefined();
    expect(await outcomes(account.id)).toContain('echo');
    expect(await outcomes(account.id)).not.toContain('attached');
  });
});
