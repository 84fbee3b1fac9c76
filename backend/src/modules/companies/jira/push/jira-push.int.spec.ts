import {
  COMPANY_REP_PERMISSIONS,
  COMPANY_TEXTS,
  type JiraAccountsResponse,
  type CompanyRepPermissions,
} from '@morphic/contracts';
import { MISSIONS_COLLECTION, type MissionDoc } from '@morphic/contracts/server';
import { startJiraSimulator, type SiteControl } from '@morphic/jira-simulator';
import type { EventStore, ReadStore } from '@morphic/stores';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { systemContext } from '#infrastructure/commands/command-context';
import { EVENT_STORE, READ_STORE } from '#infrastructure/tokens';
import { registerOnboardedOperator, uploadAndSubmit } from '../../../../testing/accounts';
import { takeMission } from '../../../../testing/assignments';
import {
  acceptedTransitionsOf,
  jiraCompany,
  registerPlatformWebhook,
} from '../../../../testing/jira-companies';
import { postCompanyTask } from '../../../../testing/company-reps';
import { DEMO_PASSWORDS, call, startTestApp, type TestApp } from '../../../../testing/test-app';
import { claimAndDecide } from '../../../validation/testing/validation-fixtures';
import { RegisterCompanyRep } from '../../commands/register-company-rep.handler';

const NO_PERMISSIONS = Object.fromEntries(
  COMPANY_REP_PERMISSIONS.map((flag) => [flag, false]),
) as CompanyRepPermissions;

describe('Jira push: the issue follows its mission', () => {
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

  /** A company whose Jira project QY has one issue, synced into one open mission. */
  async function importedMission(): Promise<{
    missionId: string;
    site: SiteControl;
    siteName: string;
    companyId: string;
  }> {
    const { companyId, site, siteName } = await jiraCompany(platform, jira, admin, {
      project: 'QY',
      issues: [{ summary: 'Tune berth sensors' }],
      account: { jira_upload_enabled: true },
    });
    await call(platform.url, 'POST', `/api/admin/companies/${companyId}/sync`, { token: admin });
    const mission = await platform.app
      .get<ReadStore>(READ_STORE)
      .collection<MissionDoc>(MISSIONS_COLLECTION)
      .findOne({ company_id: companyId });
    return { missionId: mission?._id ?? '', site, siteName, companyId };
  }

  it('moves the issue To Do → In Progress → Done as the mission is taken, submitted and passed, and attaches the solution once', async () => {
    const { missionId, site, siteName } = await importedMission();
    expect(site.issue('QY-1').status).toBe('To Do');

    const operator = await registerOnboardedOperator(platform);
    const assignmentId = await takeMission(platform, operator, missionId);
    // The command answers once its after-effects are done: the reactor has pushed already.
    expect(site.issue('QY-1').status).toBe('In Progress');

    const entryId = await uploadAndSubmit(
      platform,
      operator,
      assignmentId,
      { name: 'berth-tuning.md', content: '# Gains\nKp 0.8, Ki 0.1\n', type: 'text/markdown' },
      'Tuned on all four berths.',
    );
    expect(site.issue('QY-1').status).toBe('In Progress');

    await claimAndDecide(platform, { token: validator, id: '' }, entryId, {
      decision: 'pass',
      score: 0.9,
      report: 'Stable gains.',
    });
    const issue = site.issue('QY-1');
    expect(issue.status).toBe('Done');
    expect(issue.attachments.map((file) => [file.filename, file.bytes.toString()])).toEqual([
      ['berth-tuning.md', '# Gains\nKp 0.8, Ki 0.1\n'],
    ]);
    // Assigned, then done: two moves (the submission keeps it In Progress).
    expect(acceptedTransitionsOf(jira, siteName)).toBe(2);

    // The admin's upload finds the file attached already and attaches nothing twice.
    const again = await call(platform.url, 'POST', `/api/admin/missions/${missionId}/jira/upload`, {
      token: admin,
    });
    expect(again.body).toMatchObject({ uploaded: 0, total: 1 });
    expect(site.issue('QY-1').attachments).toHaveLength(1);
  });

  it('opens a Jira issue for a task the representative posts, and moves it like an imported one', async () => {
    const dock = await jiraCompany(platform, jira, admin, {
      project: 'DK',
      account: { is_primary: true },
    });
    const { companyId, site } = dock;
    // Jira tells the platform about the issue it opens: that echo must not become a mission.
    await registerPlatformWebhook(platform, dock);
    const repEmail = `rep-${randomUUID().slice(0, 8)}@dock.example`;
    await platform.app.get(CommandBus).execute(
      new RegisterCompanyRep(
        {
          companyId,
          email: repEmail,
          password: 'Dockside#Reps2026',
          firstName: 'Dana',
          lastName: 'Dock',
          phone: null,
          role: 'manager',
          status: 'active',
          permissions: { ...NO_PERMISSIONS, can_view_tasks: true, can_manage_tasks: true },
        },
        systemContext(),
      ),
    );
    const rep = await call<{ token: string }>(platform.url, 'POST', '/api/company-reps/login', {
      body: { email: repEmail, password: 'Dockside#Reps2026' },
    });
    const missionId = await postCompanyTask(platform, rep.body.token, {
      title: 'Grease the dock winches',
      description: 'All six winches.\n\nLog the hours.',
      reward_amount: 90,
      domain_tags: ['maintenance'],
    });

    const issue = site.issue('DK-1');
    expect(issue).toMatchObject({
      status: 'To Do',
      fields: { summary: 'Grease the dock winches' },
    });
    expect(issue.fields['labels']).toEqual(['maintenance', `morphic-${missionId}`]);
    const mission = await platform.app
      .get<ReadStore>(READ_STORE)
      .collection<MissionDoc>(MISSIONS_COLLECTION)
      .findOne({ _id: missionId });
    expect(mission).toMatchObject({ jira_key: 'DK-1' });
    await jira.control.deliveriesSettled();
    const companyMissions = await platform.app
      .get<ReadStore>(READ_STORE)
      .collection<MissionDoc>(MISSIONS_COLLECTION)
      .find({ company_id: companyId });
    expect(
      companyMissions.map(({ _id, domain_tags, reward_amount }) => ({
        _id,
        domain_tags,
        reward_amount,
      })),
    ).toEqual([{ _id: missionId, domain_tags: ['maintenance'], reward_amount: 90 }]);

    await takeMission(platform, await registerOnboardedOperator(platform), missionId);
    expect(site.issue('DK-1').status).toBe('In Progress');
  });

  it('records a push Jira refuses (the issue is gone) on the mission and the account, and carries on', async () => {
    const { missionId, siteName, companyId } = await importedMission();
    jira.control.injectFault({
      path: '/rest/api/3/issue/QY-1/transitions',
      site: siteName,
      fault: { kind: 'status', status: 404 },
    });
    const operator = await registerOnboardedOperator(platform);
    await takeMission(platform, operator, missionId);

    const events = await platform.app
      .get<EventStore>(EVENT_STORE)
      .readStream(`mission-${missionId}`);
    const failed = events.find((event) => event.type === 'JiraPushFailed');
    expect(failed?.data).toMatchObject({ action: 'status', jira_key: 'QY-1' });
    expect((failed?.data as { message: string }).message).toMatch(/^Jira answered 404/);

    const mission = await platform.app
      .get<ReadStore>(READ_STORE)
      .collection<MissionDoc>(MISSIONS_COLLECTION)
      .findOne({ _id: missionId });
    expect(mission?.jira_push_error).toMatch(/^Jira answered 404/);
    const accounts = await call<JiraAccountsResponse>(
      platform.url,
      'GET',
      `/api/admin/companies/${companyId}/jira-accounts`,
      { token: admin },
    );
    expect(accounts.body.accounts[0]?.last_push_error).toMatch(/^QY-1: Jira answered 404/);

    // The next push that works clears the mission's error.
    await call(platform.url, 'POST', `/api/admin/missions/${missionId}/jira/status`, {
      token: admin,
    });
    const cleared = await platform.app
      .get<ReadStore>(READ_STORE)
      .collection<MissionDoc>(MISSIONS_COLLECTION)
      .findOne({ _id: missionId });
    expect(cleared?.jira_push_error).toBeNull();
  });

  it('pushes a status on demand, and refuses a mission with no Jira issue', async () => {
    const { missionId, site } = await importedMission();
    const pushed = await call(
      platform.url,
      'POST',
      `/api/admin/missions/${missionId}/jira/status`,
      {
        token: admin,
        body: { target_status: 'Done' },
      },
    );
    expect(pushed.body).toMatchObject({ success: true, status: 'Done' });
    expect(site.issue('QY-1').status).toBe('Done');

    const back = await call(platform.url, 'POST', `/api/admin/missions/${missionId}/jira/status`, {
      token: admin,
    });
    expect(back.body).toMatchObject({
      status: 'To Do',
      message: COMPANY_TEXTS.jira.statusPushed('To Do'),
    });
    expect(site.issue('QY-1').status).toBe('To Do');

    const plain = await platform.app
      .get<ReadStore>(READ_STORE)
      .collection<MissionDoc>(MISSIONS_COLLECTION)
      .findOne({ jira_key: { $exists: false } });
    const refused = await call(
      platform.url,
      'POST',
      `/api/admin/missions/${plain?._id ?? ''}/jira/status`,
      {
        token: admin,
      },
    );
    expect([refused.status, refused.body.error]).toEqual([400, COMPANY_TEXTS.jira.noJiraIssue]);
    const nothing = await call(
      platform.url,
      'POST',
      `/api/admin/missions/${missionId}/jira/upload`,
      {
        token: admin,
      },
    );
    expect(nothing.body).toMatchObject({
      uploaded: 0,
      total: 0,
      message: COMPANY_TEXTS.jira.noValidatedFiles,
    });
  });
});
