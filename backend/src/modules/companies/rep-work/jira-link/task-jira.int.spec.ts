import {
  COMPANY_JIRA_TEXTS,
  COMPANY_WORK_TEXTS,
  type AdminCompaniesResponse,
  type CompanyMissionsResponse,
  type CompanyOverviewResponse,
  type TaskJiraLinkResponse,
} from '@morphic/contracts';
import { STREAMS } from '@morphic/contracts/server';
import { startJiraSimulator } from '@morphic/jira-simulator';
import type { EventStore } from '@morphic/stores';
import { EVENT_STORE } from '#infrastructure/tokens';
import {
  companyWithRep,
  postCompanyTask,
  repOfCompany,
  type TestCompanyRep,
} from '../../../../testing/company-reps';
import { jiraCompany, type JiraCompany } from '../../../../testing/jira-companies';
import { DEMO_PASSWORDS, call, startTestApp, type TestApp } from '../../../../testing/test-app';

type Answer<T> = Partial<T> & { error?: string };

const TASK = {
  title: 'Grease the crane winches',
  description: 'All six, and log the hours per winch.',
  reward_amount: 80,
  domain_tags: ['maintenance'],
};
const MANAGER = { can_view_tasks: true, can_manage_tasks: true };

describe('a representative links company tasks to Jira issues', () => {
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

  /** An active company whose Jira (project LK, two issues) is connected, and its manager. */
  async function connected(account: Record<string, unknown> = {}) {
    const company = await jiraCompany(platform, jira, admin, {
      project: 'LK',
      issues: [{ summary: 'Winch 3 squeaks' }, { summary: 'Replace the dock 2 cable' }],
      account,
    });
    return { company, rep: await repOfCompany(platform, company.companyId, 'active', MANAGER) };
  }

  const link = (rep: TestCompanyRep, missionId: string, body: unknown) =>
    call<Answer<TaskJiraLinkResponse>>(
      platform.url,
      'POST',
      `/api/company-reps/me/tasks/${missionId}/jira-link`,
      { token: rep.token, body },
    );
  const task = (rep: TestCompanyRep) =>
    postCompanyTask(platform, rep.token, { ...TASK, title: `${TASK.title} ${Date.now()}` });
  const missions = async (rep: TestCompanyRep) =>
    (
      await call<CompanyMissionsResponse>(platform.url, 'GET', '/api/company-reps/me/missions', {
        token: rep.token,
      })
    ).body;
  const overview = async (rep: TestCompanyRep) =>
    (
      await call<CompanyOverviewResponse>(platform.url, 'GET', '/api/company-reps/me/company', {
        token: rep.token,
      })
    ).body.company;
  const log = () => platform.app.get<EventStore>(EVENT_STORE);
  const eventTypes = async (streamId: string) =>
    (await log().readStream(streamId)).map((event) => event.type);
  const labelsOf = (company: JiraCompany, key: string) =>
    company.site.issues().find((issue) => issue.key === key)?.fields['labels'];

  it('links a task to an existing issue: recorded on the task and the issue, labelled in Jira, shown on its card', async () => {
    const { company, rep } = await connected();
    const missionId = await task(rep);

    const linked = await link(rep, missionId, { jira_key: ' lk-1 ' });

    expect(linked.status).toBe(200);
    expect(linked.body).toMatchObject({
      success: true,
      message: COMPANY_JIRA_TEXTS.linked('LK-1'),
      mission_id: missionId,
      jira_key: 'LK-1',
    });
    expect(await eventTypes(STREAMS.mission(missionId))).toEqual([
      'MissionPosted',
      'JiraIssueLinked',
    ]);
    expect(await eventTypes(STREAMS.jiraIssue(company.account.id, 'LK-1'))).toEqual([
      'JiraIssueClaimed',
    ]);
    // The answer comes once the issue carries the task's label: syncs and webhooks find it.
    expect(labelsOf(company, 'LK-1')).toEqual([`morphic-${missionId}`]);
    const list = await missions(rep);
    expect(list.missions.find((mission) => mission.id === missionId)?.jira_key).toBe('LK-1');
    expect(list.jira_sync[missionId]).toMatchObject({ state: 'synced', jira_key: 'LK-1' });

    // The same link again changes nothing.
    const again = await link(rep, missionId, { jira_key: 'LK-1' });
    expect([again.status, again.body.position]).toEqual([200, null]);
    // Another issue for a linked task is refused.
    const other = await link(rep, missionId, { jira_key: 'LK-2' });
    expect([other.status, other.body.error]).toEqual([
      409,
      COMPANY_JIRA_TEXTS.taskLinkedAlready('LK-1'),
    ]);
  });

  it('links once when the same link is sent 20 times at once: one link, one claim, one label', async () => {
    const { company, rep } = await connected();
    const missionId = await task(rep);
    jira.control.clearRequests();

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => link(rep, missionId, { jira_key: 'LK-1' })),
    );

    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    // One of them appended the link; the others found it there and appended nothing.
    expect(answers.filter((answer) => answer.body.position != null)).toHaveLength(1);
    expect(await eventTypes(STREAMS.mission(missionId))).toEqual([
      'MissionPosted',
      'JiraIssueLinked',
    ]);
    expect(await eventTypes(STREAMS.jiraIssue(company.account.id, 'LK-1'))).toEqual([
      'JiraIssueClaimed',
    ]);
    const labelWrites = jira.control
      .requests()
      .filter(
        (request) =>
          request.site === company.siteName &&
          request.method === 'PUT' &&
          request.path === '/rest/api/3/issue/LK-1',
      );
    expect(labelWrites).toHaveLength(1);
    expect(labelsOf(company, 'LK-1')).toEqual([`morphic-${missionId}`]);
  });

  it('refuses a key that is not a Jira issue key with 400, and records nothing', async () => {
    const { rep } = await connected();
    const missionId = await task(rep);
    for (const jira_key of ['LK', 'LK-0', '12', 'LK 1', '']) {
      const refused = await link(rep, missionId, { jira_key });
      expect([jira_key, refused.status, refused.body.error]).toEqual([
        jira_key,
        400,
        COMPANY_JIRA_TEXTS.issueKeyFormat,
      ]);
    }
    expect(await eventTypes(STREAMS.mission(missionId))).toEqual(['MissionPosted']);
  });

  it('answers 404 for an issue the company’s Jira does not have, or a project it has not connected', async () => {
    const { company, rep } = await connected();
    const missionId = await task(rep);

    const unknown = await link(rep, missionId, { jira_key: 'LK-99' });
    expect([unknown.status, unknown.body.error]).toEqual([
      404,
      COMPANY_JIRA_TEXTS.issueNotFound('LK-99'),
    ]);
    const elsewhere = await link(rep, missionId, { jira_key: 'ZZ-1' });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.error).toContain('ZZ-1 is not in a Jira project connected for');
    expect(elsewhere.body.error).toContain('(LK)');
    expect(await eventTypes(STREAMS.mission(missionId))).toEqual(['MissionPosted']);
    expect(labelsOf(company, 'LK-1')).toEqual([]);
  });

  it('does not find another company’s task, and never asks Jira about it', async () => {
    const { rep } = await connected();
    const { rep: stranger } = await connected();
    const theirs = await task(stranger);
    jira.control.clearRequests();

    const refused = await link(rep, theirs, { jira_key: 'LK-1' });

    expect([refused.status, refused.body.error]).toEqual([404, COMPANY_JIRA_TEXTS.taskNotFound]);
    expect(jira.control.requests()).toEqual([]);
    const none = await link(rep, '00000000-0000-4000-8000-000000000000', { jira_key: 'LK-1' });
    expect(none.status).toBe(404);
  });

  it('says who can connect Jira when the company has none, on the link and on its dashboard', async () => {
    const rep = await companyWithRep(platform, 'active', MANAGER);
    const missionId = await task(rep);
    const company = await overview(rep);

    const refused = await link(rep, missionId, { jira_key: 'NW-1' });

    expect([refused.status, refused.body.error]).toEqual([
      409,
      COMPANY_JIRA_TEXTS.notConnected(company.company_name),
    ]);
    expect(company.jira_state).toEqual({ state: 'not_connected' });
    const created = await call<Answer<unknown>>(
      platform.url,
      'POST',
      '/api/company-reps/me/tasks',
      {
        token: rep.token,
        body: { ...TASK, jira_key: 'NW-1' },
      },
    );
    expect([created.status, created.body.error]).toEqual([
      409,
      COMPANY_JIRA_TEXTS.notConnected(company.company_name),
    ]);
    const sync = await call<Answer<unknown>>(
      platform.url,
      'POST',
      '/api/company-reps/me/trigger-sync',
      { token: rep.token },
    );
    expect([sync.status, sync.body.error]).toEqual([
      409,
      COMPANY_JIRA_TEXTS.notConnected(company.company_name),
    ]);
  });

  it('needs can_manage_tasks', async () => {
    const { company, rep } = await connected();
    const viewer = await repOfCompany(platform, company.companyId, 'active', {
      can_view_tasks: true,
    });
    const refused = await link(viewer, await task(rep), { jira_key: 'LK-1' });
    expect([refused.status, refused.body.error]).toEqual([
      403,
      COMPANY_WORK_TEXTS.permissionRequired('can_manage_tasks'),
    ]);
  });

  it('gives an issue to one task: linked to another, imported as one, or two links at once', async () => {
    const { company, rep } = await connected();
    const [first, second, third] = [await task(rep), await task(rep), await task(rep)];
    expect((await link(rep, first, { jira_key: 'LK-1' })).status).toBe(200);
    const taken = await link(rep, second, { jira_key: 'LK-1' });
    expect([taken.status, taken.body.error]).toEqual([
      409,
      COMPANY_JIRA_TEXTS.issueTakenByAnotherTask('LK-1'),
    ]);

    // A sync imports LK-2 as a task of its own (LK-1 is the first task's, by its label).
    const synced = await call(
      platform.url,
      'POST',
      `/api/admin/companies/${company.companyId}/sync`,
      { token: admin },
    );
    expect(synced.body).toMatchObject({ created: 1 });
    // The import claims the issue as a link does, so a link racing it conflicts on that stream.
    expect(await eventTypes(STREAMS.jiraIssue(company.account.id, 'LK-2'))).toEqual([
      'JiraIssueClaimed',
    ]);
    const imported = await link(rep, second, { jira_key: 'LK-2' });
    expect([imported.status, imported.body.error]).toEqual([
      409,
      COMPANY_JIRA_TEXTS.issueTakenByAnotherTask('LK-2'),
    ]);

    company.site.createIssue({ projectKey: 'LK', summary: 'Oil the turntable' });
    const race = await Promise.all([
      link(rep, second, { jira_key: 'LK-3' }),
      link(rep, third, { jira_key: 'LK-3' }),
    ]);
    expect(race.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await eventTypes(STREAMS.jiraIssue(company.account.id, 'LK-3'))).toEqual([
      'JiraIssueClaimed',
    ]);
  });

  it('posts a task that follows an existing issue: no new issue opened, the issue labelled', async () => {
    const { company, rep } = await connected({ is_primary: true });
    const issuesBefore = company.site.issues().length;

    const missionId = await postCompanyTask(platform, rep.token, { ...TASK, jira_key: 'LK-2' });

    expect(company.site.issues()).toHaveLength(issuesBefore);
    expect(labelsOf(company, 'LK-2')).toEqual([`morphic-${missionId}`]);
    expect((await missions(rep)).jira_sync[missionId]).toMatchObject({
      state: 'synced',
      jira_key: 'LK-2',
    });
    const unknown = await call<Answer<unknown>>(
      platform.url,
      'POST',
      '/api/company-reps/me/tasks',
      {
        token: rep.token,
        body: { ...TASK, jira_key: 'LK-98' },
      },
    );
    expect([unknown.status, unknown.body.error]).toEqual([
      404,
      COMPANY_JIRA_TEXTS.issueNotFound('LK-98'),
    ]);
  });

  it('shows on the task card when Jira refuses the label', async () => {
    const { company, rep } = await connected();
    const missionId = await task(rep);
    jira.control.injectFault({
      method: 'PUT',
      path: '/rest/api/3/issue/LK-1',
      site: company.siteName,
      fault: { kind: 'status', status: 403 },
    });

    expect((await link(rep, missionId, { jira_key: 'LK-1' })).status).toBe(200);

    expect((await missions(rep)).jira_sync[missionId]).toMatchObject({
      state: 'sync_failed',
      jira_key: 'LK-1',
      message: expect.stringContaining('Jira answered 403'),
    });

    // The issue carries no label, yet a sync finds the task it was linked to: no second task.
    jira.control.clearFaults();
    const synced = await call(
      platform.url,
      'POST',
      `/api/admin/companies/${company.companyId}/sync`,
      { token: admin },
    );
    expect(synced.body).toMatchObject({ created: 1, updated: 1 });
    const tasks = (await missions(rep)).missions;
    expect(tasks.filter((mission) => mission.jira_key === 'LK-1')).toEqual([
      expect.objectContaining({ id: missionId, title: 'Winch 3 squeaks' }),
    ]);
  });

  it('shows the same Jira state on the representative’s dashboard and in the System console', async () => {
    const { company, rep } = await connected();
    const consoleState = async () =>
      (
        await call<AdminCompaniesResponse>(platform.url, 'GET', '/api/admin/companies', {
          token: admin,
        })
      ).body.companies.find((listed) => listed.id === company.companyId)?.jira_state;

    expect((await overview(rep)).jira_state).toEqual({ state: 'never_synced' });
    expect(await consoleState()).toEqual({ state: 'never_synced' });

    await call(platform.url, 'POST', `/api/admin/companies/${company.companyId}/sync`, {
      token: admin,
    });
    const synced = (await overview(rep)).jira_state;
    expect(synced).toMatchObject({ state: 'synced', message: 'Synced 2 tasks' });
    expect(await consoleState()).toEqual(synced);

    await call(platform.url, 'PUT', `/api/admin/jira-accounts/${company.account.id}`, {
      token: admin,
      body: { is_active: false },
    });
    expect((await overview(rep)).jira_state).toEqual({ state: 'not_connected' });
    expect(await consoleState()).toEqual({ state: 'not_connected' });
  });
});
