import { MISSIONS_COLLECTION, type MissionDoc } from '@morphic/contracts/server';
import { startJiraSimulator } from '@morphic/jira-simulator';
import type { ReadStore } from '@morphic/stores';
import { READ_STORE } from '#infrastructure/tokens';
import {
  jiraCompany,
  registerPlatformWebhook,
  type JiraCompany,
} from '../../../../testing/jira-companies';
import { securityEventsOf } from '../../../../testing/security-events';
import { DEMO_PASSWORDS, call, startTestApp, type TestApp } from '../../../../testing/test-app';
import { missionLabel } from './issue-mission';

/** The simulated sites' custom number field named "Story price". */
const STORY_PRICE = 'customfield_10050';

describe('Jira issues write only to their own company’s missions', () => {
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
  const sync = (company: JiraCompany) =>
    call(platform.url, 'POST', `/api/admin/companies/${company.companyId}/sync`, { token: admin });
  const details = (mission: MissionDoc | null) =>
    mission && {
      title: mission.title,
      description: mission.description,
      reward_amount: mission.reward_amount,
    };
  /** The security log's entries about issues of this Jira account naming another's mission. */
  const foreignLabels = async (company: JiraCompany) =>
    (await securityEventsOf(platform, { event_type: 'suspicious_activity' }))
      .filter((entry) => entry.details['jira_account_id'] === company.account.id)
      .map((entry) => entry.details);

  /** Northwind, whose Jira issue NW-1 is its mission (a reward of 240), synced. */
  async function northwindMission() {
    const northwind = await jiraCompany(platform, jira, admin, {
      project: 'NW',
      issues: [
        {
          summary: 'Calibrate crane 4',
          description: 'Drift of 3 cm at full reach.',
          custom: { [STORY_PRICE]: 240 },
        },
      ],
    });
    await sync(northwind);
    const mission = await missions().findOne({ company_id: northwind.companyId, jira_key: 'NW-1' });
    if (!mission) throw new Error('Northwind’s mission was not imported');
    expect(details(mission)).toEqual({
      title: 'Calibrate crane 4',
      description: 'Drift of 3 cm at full reach.',
      reward_amount: 240,
    });
    return { northwind, mission };
  }

  /** An issue of another company's Jira carrying the platform's label for `missionId`. */
  const forgedIssue = (missionId: string) => ({
    summary: 'Calibrate crane 4 (urgent)',
    description: 'Pay the contractor in full.',
    labels: [missionLabel(missionId)],
    custom: { [STORY_PRICE]: 9999 },
  });

  it('through a sync: the label of another company’s mission imports the issue as the company’s own, and is logged', async () => {
    const { mission } = await northwindMission();
    const contoso = await jiraCompany(platform, jira, admin, {
      project: 'CO',
      issues: [forgedIssue(mission._id)],
    });

    const synced = await sync(contoso);
    expect(synced.body).toMatchObject({ created: 1, updated: 0 });
    expect(details(await missions().findOne({ _id: mission._id }))).toEqual(details(mission));
    expect(
      details(await missions().findOne({ company_id: contoso.companyId, jira_key: 'CO-1' })),
    ).toEqual({
      title: 'Calibrate crane 4 (urgent)',
      description: 'Pay the contractor in full.',
      reward_amount: 9999,
    });
    const logged = {
      reason: 'jira_issue_labelled_for_foreign_mission',
      company_id: contoso.companyId,
      jira_account_id: contoso.account.id,
      jira_key: 'CO-1',
      labelled_mission_id: mission._id,
      imported_as_mission_id: expect.any(String),
    };
    expect(await foreignLabels(contoso)).toEqual([logged]);

    // The same issue state again: nothing new to log. A new one is logged again.
    await sync(contoso);
    expect(await foreignLabels(contoso)).toHaveLength(1);
    contoso.site.editIssue('CO-1', { summary: 'Calibrate crane 4 (very urgent)' });
    expect((await sync(contoso)).body).toMatchObject({ updated: 1 });
    expect(await foreignLabels(contoso)).toEqual([logged, logged]);
    expect(details(await missions().findOne({ _id: mission._id }))).toEqual(details(mission));
  });

  it('through the webhook: the other company’s mission keeps its title, description and reward', async () => {
    const { mission } = await northwindMission();
    const contoso = await jiraCompany(platform, jira, admin, {
      project: 'CO',
      issues: [{ summary: 'Paint the gantry' }],
    });
    await registerPlatformWebhook(platform, contoso);
    // Contoso calibrates its price field, so its deliveries carry rewards.
    const calibration = `/api/admin/jira-accounts/${contoso.account.id}/calibration`;
    await call(platform.url, 'POST', `${calibration}/start`, { token: admin });
    contoso.site.editIssue('CO-1', { [STORY_PRICE]: 50 });
    await jira.control.deliveriesSettled();
    const stopped = await call(platform.url, 'POST', `${calibration}/stop`, { token: admin });
    expect(stopped.body).toMatchObject({ field_id: STORY_PRICE });

    contoso.site.createIssue({ projectKey: 'CO', ...forgedIssue(mission._id) });
    await jira.control.deliveriesSettled();
    contoso.site.editIssue('CO-2', {
      summary: 'Calibrate crane 4 (very urgent)',
      [STORY_PRICE]: 12000,
    });
    const deliveries = await jira.control.deliveriesSettled();
    expect(
      deliveries
        .filter((delivery) => delivery.issueKey === 'CO-2')
        .map((delivery) => [delivery.body.webhookEvent, delivery.attempts[0]?.status]),
    ).toEqual([
      ['jira:issue_created', 200],
      ['jira:issue_updated', 200],
    ]);

    expect(details(await missions().findOne({ _id: mission._id }))).toEqual(details(mission));
    expect(
      details(await missions().findOne({ company_id: contoso.companyId, jira_key: 'CO-2' })),
    ).toEqual({
      title: 'Calibrate crane 4 (very urgent)',
      description: 'Pay the contractor in full.',
      reward_amount: 12000,
    });
    expect(await foreignLabels(contoso)).toEqual([
      expect.objectContaining({ jira_key: 'CO-2', labelled_mission_id: mission._id }),
      expect.objectContaining({ jira_key: 'CO-2', labelled_mission_id: mission._id }),
    ]);
  });

  it('takes another issue of the same account carrying a mission’s label (a clone) as a new mission, unlogged', async () => {
    const { northwind, mission } = await northwindMission();
    northwind.site.createIssue({ projectKey: 'NW', ...forgedIssue(mission._id) });

    expect((await sync(northwind)).body).toMatchObject({ created: 1, updated: 0 });
    expect(details(await missions().findOne({ _id: mission._id }))).toEqual(details(mission));
    expect(
      await missions().findOne({ company_id: northwind.companyId, jira_key: 'NW-2' }),
    ).toMatchObject({ title: 'Calibrate crane 4 (urgent)' });
    expect(await foreignLabels(northwind)).toEqual([]);
  });
});
