import { MISSIONS_COLLECTION, type MissionDoc } from '@morphic/contracts/server';
import { startJiraSimulator, type SiteControl } from '@morphic/jira-simulator';
import type { EventStore, ReadStore } from '@morphic/stores';
import { EVENT_STORE, READ_STORE } from '#infrastructure/tokens';
import { startChildServer, type ChildServer } from '../../../../testing/child-server';
import { logOf, untilSettled } from '../../../../testing/crash-harness';
import { acceptedTransitionsOf, jiraCompany } from '../../../../testing/jira-companies';
import { DEMO_PASSWORDS, call, startTestApp, type TestApp } from '../../../../testing/test-app';

type Jira = Awaited<ReturnType<typeof startJiraSimulator>>;

/** A company whose Jira project has one issue, synced into one open mission. */
async function importedMission(
  platform: TestApp,
  jira: Jira,
  admin: string,
  project: string,
): Promise<{ missionId: string; site: SiteControl; siteName: string }> {
  const { companyId, site, siteName } = await jiraCompany(platform, jira, admin, {
    project,
    issues: [{ summary: 'Calibrate the hoist' }],
  });
  await call(platform.url, 'POST', `/api/admin/companies/${companyId}/sync`, { token: admin });
  const mission = await platform.app
    .get<ReadStore>(READ_STORE)
    .collection<MissionDoc>(MISSIONS_COLLECTION)
    .findOne({ company_id: companyId });
  return { missionId: mission?._id ?? '', site, siteName };
}

/**
 * An admin's push to Jira is recorded as a request first; the push reactor calls Jira and
 * answers it on the mission. Jira down, then back; and a server killed between the request and
 * the call, then restarted.
 */
describe('an admin’s Jira push, through the push reactor', () => {
  let jira: Jira;

  beforeAll(async () => {
    jira = await startJiraSimulator();
  });
  afterAll(() => jira.close());

  describe('with Jira down, then back', () => {
    let platform: TestApp;
    let admin: string;

    beforeAll(async () => {
      platform = await startTestApp();
      admin = await platform.login('admin', DEMO_PASSWORDS.admin);
    });
    afterAll(() => platform.close({ removeData: true }));

    it('answers 502 with Jira’s words while it is down (request, failure and answer recorded in order), and pushes once it is back', async () => {
      const { missionId, site, siteName } = await importedMission(platform, jira, admin, 'DN');
      const transitions = `/rest/api/3/issue/DN-1/transitions`;
      // Every one of the client's tries meets a 503.
      jira.control.injectFault({
        path: transitions,
        site: siteName,
        times: 4,
        fault: { kind: 'status', status: 503 },
      });

      const down = await call(
        platform.url,
        'POST',
        `/api/admin/missions/${missionId}/jira/status`,
        {
          token: admin,
          body: { target_status: 'Done' },
        },
      );
      expect(down.status).toBe(502);
      expect(down.body.error).toMatch(/^Jira answered 503/);
      expect(site.issue('DN-1').status).toBe('To Do');
      const stream = await platform.app
        .get<EventStore>(EVENT_STORE)
        .readStream(`mission-${missionId}`);
      const pushEvents = stream
        .map((event) => event.type)
        .filter((type) => type.startsWith('JiraPush') || type === 'JiraIssueStatusPushed');
      expect(pushEvents).toEqual(['JiraPushRequested', 'JiraPushFailed', 'JiraPushAnswered']);
      expect(stream.at(-1)?.data).toMatchObject({
        action: 'status',
        status: 'Done',
        moved: false,
        failure: down.body.error,
      });

      const back = await call(
        platform.url,
        'POST',
        `/api/admin/missions/${missionId}/jira/status`,
        {
          token: admin,
          body: { target_status: 'Done' },
        },
      );
      expect(back.status).toBe(200);
      expect(back.body).toMatchObject({ success: true, status: 'Done' });
      expect(site.issue('DN-1').status).toBe('Done');
      expect(acceptedTransitionsOf(jira, siteName)).toBe(1);
      const mission = await platform.app
        .get<ReadStore>(READ_STORE)
        .collection<MissionDoc>(MISSIONS_COLLECTION)
        .findOne({ _id: missionId });
      // Answered after the read models hold the push: the failure shown before is cleared.
      expect(mission?.jira_push_error).toBeNull();
    });
  });

  describe('killed after the request, before the call', () => {
    let running: ChildServer | null = null;
    afterEach(async () => {
      await running?.kill();
      running = null;
    });

    it('carries the request out once after the restart', async () => {
      const platform = await startTestApp({ env: { RATE_LIMITS: 'login.ip=100000/900' } });
      const dataDir = platform.dataDir;
      const admin = await platform.login('admin', DEMO_PASSWORDS.admin);
      const { missionId, site, siteName } = await importedMission(platform, jira, admin, 'KL');
      await platform.close();

      running = await startChildServer({ dataDir, env: { CRASH_AT: 'after:JiraPushRequested' } });
      const push = await call(running.url, 'POST', `/api/admin/missions/${missionId}/jira/status`, {
        token: admin,
        body: { target_status: 'In Progress' },
      }).catch((error: unknown) => error);
      expect(await running.ended).toMatchObject({ signal: 'SIGKILL' });
      expect(push).toMatchObject({ message: 'fetch failed' });
      expect(site.issue('KL-1').status).toBe('To Do');

      running = await startChildServer({ dataDir });
      await untilSettled(running.url);

      expect(site.issue('KL-1').status).toBe('In Progress');
      expect(acceptedTransitionsOf(jira, siteName)).toBe(1);
      const answers = (await logOf(dataDir)).filter(
        (event) =>
          event.type === 'JiraPushAnswered' &&
          (event.data as { mission_id: string }).mission_id === missionId,
      );
      expect(answers.map((event) => event.data)).toEqual([
        expect.objectContaining({ status: 'In Progress', moved: true, failure: null }),
      ]);
    });
  });
});
