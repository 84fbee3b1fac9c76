import { MISSIONS_COLLECTION, type MissionDoc } from '@morphic/contracts/server';
import { startJiraSimulator, type SiteControl } from '@morphic/jira-simulator';
import type { ReadStore } from '@morphic/stores';
import { READ_STORE } from '#infrastructure/tokens';
import { registerOnboardedOperator } from '../../../../testing/accounts';
import { startChildServer, type ChildServer } from '../../../../testing/child-server';
import { logOf, untilSettled } from '../../../../testing/crash-harness';
import {
  JIRA_SYNC_USER,
  JIRA_UPLOAD_USER,
  acceptedTransitionsOf,
  jiraCompany,
} from '../../../../testing/jira-companies';
import {
  DEMO_PASSWORDS,
  call,
  startTestApp,
  type SignedInAccount,
} from '../../../../testing/test-app';

interface Scenario {
  /** Where the first server dies. */
  readonly crashAt: string;
  readonly why: string;
}

const SCENARIOS: readonly Scenario[] = [
  { crashAt: 'after:MissionAssigned', why: 'after the take, before the push' },
  { crashAt: 'before:JiraIssueStatusPushed', why: 'after Jira moved the issue, before the record' },
];

/**
 * A server killed while the take's push to Jira is pending, then restarted on the same data:
 * the reactor resumes from its checkpoint, the issue moves to In Progress exactly once, the
 * push is recorded exactly once, and no token ever shows in the servers' logs.
 */
describe('the Jira push across a crash', () => {
  let jira: Awaited<ReturnType<typeof startJiraSimulator>>;
  let dataDir: string;
  const prepared = new Map<
    Scenario,
    { missionId: string; site: SiteControl; siteName: string; operator: SignedInAccount }
  >();
  let running: ChildServer | null = null;

  beforeAll(async () => {
    jira = await startJiraSimulator();
    const platform = await startTestApp({ env: { RATE_LIMITS: 'login.ip=100000/900' } });
    dataDir = platform.dataDir;
    const admin = await platform.login('admin', DEMO_PASSWORDS.admin);
    for (const scenario of SCENARIOS) {
      const { companyId, site, siteName } = await jiraCompany(platform, jira, admin, {
        project: 'CR',
        issues: [{ summary: 'Balance the crane' }],
        account: { jira_upload_enabled: true },
      });
      await call(platform.url, 'POST', `/api/admin/companies/${companyId}/sync`, { token: admin });
      const mission = await platform.app
        .get<ReadStore>(READ_STORE)
        .collection<MissionDoc>(MISSIONS_COLLECTION)
        .findOne({ company_id: companyId });
      const operator = await registerOnboardedOperator(platform);
      prepared.set(scenario, { missionId: mission?._id ?? '', site, siteName, operator });
    }
    await platform.close();
  });
  afterEach(async () => {
    await running?.kill();
    running = null;
  });
  afterAll(() => jira.close());

  it.each(SCENARIOS)(
    'killed $why: the issue moves once and the push is recorded once',
    async (scenario) => {
      const { missionId, site, siteName, operator } = prepared.get(scenario) ?? {};
      if (!missionId || !site || !siteName || !operator) throw new Error('Not prepared');
      const logs: string[] = [];

      running = await startChildServer({
        dataDir,
        env: { CRASH_AT: scenario.crashAt, LOG_LEVEL: 'debug' },
      });
      const take = await call(running.url, 'POST', `/api/tasks/${missionId}/apply`, {
        token: operator.token,
        body: {},
      }).catch((error: unknown) => error);
      expect(await running.ended).toMatchObject({ signal: 'SIGKILL' });
      // The connection died with the server: the take committed, its answer never came.
      expect(take).toMatchObject({ message: 'fetch failed' });
      logs.push(running.output());

      running = await startChildServer({ dataDir, env: { LOG_LEVEL: 'debug' } });
      await untilSettled(running.url);
      logs.push(running.output());

      expect(site.issue('CR-1').status).toBe('In Progress');
      expect(acceptedTransitionsOf(jira, siteName)).toBe(1);
      const pushes = (await logOf(dataDir)).filter(
        (event) =>
          event.type === 'JiraIssueStatusPushed' &&
          (event.data as { mission_id: string }).mission_id === missionId,
      );
      expect(pushes.map((event) => (event.data as { status: string }).status)).toEqual([
        'In Progress',
      ]);
      for (const token of [JIRA_SYNC_USER.apiToken, JIRA_UPLOAD_USER.apiToken])
        expect(logs.join('\n')).not.toContain(token);
    },
  );
});
