import {
  compareSnapshots,
  rebuildReadModelsFromLog,
  type ReadModelSnapshot,
} from '@morphic/projections';
import type { RecordedEvent } from '@morphic/stores';
import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { registerAccount, uploadSubmissionFile } from '../../testing/accounts';
import { startChildServer, type ChildServer } from '../../testing/child-server';
import { logOf, untilSettled } from '../../testing/crash-harness';
import {
  DEMO_PASSWORDS,
  call,
  startTestApp,
  type JsonResponse,
  type SignedInAccount,
} from '../../testing/test-app';

/**
 * Kills the server (SIGKILL, in a child process) at every step boundary of the take, submit,
 * decide and release flows, restarts it on the same data directory, and checks that every
 * effect exists exactly once, that a retry with the same Idempotency-Key adds nothing the
 * crash did not lose, that after-effects complete with no client action, and that a fresh
 * rebuild equals the live read models. The server restarted for one scenario is the one the
 * next scenario kills: its crash point is written to a file it reads at each append.
 */

type Flow = 'take' | 'submit' | 'decide' | 'release';

interface Scenario {
  readonly flow: Flow;
  /** CRASH_AT of the crashing server. */
  readonly crashAt: `${'before' | 'after'}:${string}`;
  /** The crash is in the command's own append (retried by the client), not in a reactor's. */
  readonly inCommand: boolean;
}

const SCENARIOS: readonly Scenario[] = [
  { flow: 'take', crashAt: 'before:TaskTaken', inCommand: true },
  { flow: 'take', crashAt: 'after:TaskTaken', inCommand: true },
  { flow: 'submit', crashAt: 'before:Submitted', inCommand: true },
  { flow: 'submit', crashAt: 'after:Submitted', inCommand: true },
  { flow: 'decide', crashAt: 'before:Decided', inCommand: true },
  { flow: 'decide', crashAt: 'after:Decided', inCommand: true },
  { flow: 'decide', crashAt: 'before:CreditsAwarded', inCommand: false },
  { flow: 'decide', crashAt: 'after:CreditsAwarded', inCommand: false },
  { flow: 'decide', crashAt: 'before:NotificationSent', inCommand: false },
  { flow: 'decide', crashAt: 'after:NotificationSent', inCommand: false },
  { flow: 'release', crashAt: 'before:AssignmentReleased', inCommand: true },
  { flow: 'release', crashAt: 'after:AssignmentReleased', inCommand: true },
  { flow: 'release', crashAt: 'before:MissionReopened', inCommand: false },
  { flow: 'release', crashAt: 'after:MissionReopened', inCommand: false },
];

const REWARD = 10;

/** What a scenario's operator holds just before the step the server dies in. */
interface Prepared {
  readonly operator: SignedInAccount;
  readonly missionId: string;
  readonly assignmentId: string | null;
  readonly entryId: string | null;
  readonly validator: SignedInAccount | null;
}

interface Step {
  readonly method: 'POST';
  readonly path: string;
  readonly token: string;
  readonly body: unknown;
}

const stepOf = (flow: Flow, prepared: Prepared): Step => {
  const { operator, missionId, assignmentId, entryId, validator } = prepared;
  switch (flow) {
    case 'take':
      return {
        method: 'POST',
        path: `/api/tasks/${missionId}/apply`,
        token: operator.token,
        body: {},
      };
    case 'submit':
      return {
        method: 'POST',
        path: `/api/assignments/${String(assignmentId)}/submit`,
        token: operator.token,
        body: { submission_notes: 'Solution attached.' },
      };
    case 'decide':
      return {
        method: 'POST',
        path: `/api/validation/jobs/${String(entryId)}/operator-complete`,
        token: validator?.token ?? '',
        body: { decision: 'pass', score: 0.9, report: 'Works as asked.' },
      };
    case 'release':
      return {
        method: 'POST',
        path: `/api/assignments/${String(assignmentId)}/release`,
        token: operator.token,
        body: {},
      };
  }
};

const send = (url: string, step: Step, idempotencyKey: string) =>
  call(url, step.method, step.path, {
    token: step.token,
    body: step.body,
    headers: { 'idempotency-key': idempotencyKey },
  });

const succeeded = <T>(response: JsonResponse<T>, what: string): T => {
  if (response.status >= 300) {
    throw new Error(`${what}: ${String(response.status)} ${JSON.stringify(response.body)}`);
  }
  return response.body;
};

const dataOf = (event: RecordedEvent) => event.data as Record<string, unknown>;

describe('a server killed at each step boundary of the work loop', () => {
  let dataDir: string;
  let admin: string;
  const prepared = new Map<Scenario, Prepared>();
  /** The child server up now, if any: it outlives a scenario that passes. */
  let running: ChildServer | null = null;
  const crashFile = join(tmpdir(), `morphic-crash-at-${randomUUID()}`);
  const startServer = () => startChildServer({ dataDir, env: { CRASH_AT: `file:${crashFile}` } });

  beforeAll(async () => {
    // The world before the steps, made on an in-process server that then shuts down cleanly.
    const platform = await startTestApp({ env: { RATE_LIMITS: 'login.ip=100000/900' } });
    dataDir = platform.dataDir;
    admin = await platform.login('admin', DEMO_PASSWORDS.admin);
    const founder = await platform.login('founder', DEMO_PASSWORDS.founder);
    const post = (path: string, token: string, body: unknown = {}) =>
      call<Record<string, unknown>>(platform.url, 'POST', path, { token, body });

    for (const scenario of SCENARIOS) {
      const operator = await registerAccount(platform);
      succeeded(
        await post(`/api/admin/operators/${operator.id}/bypass-onboarding`, admin),
        'Bypassing onboarding',
      );
      const mission = succeeded(
        await post('/api/tasks', founder, {
          title: `Crash mission ${scenario.crashAt}`,
          description: 'Upload one small file and submit it.',
          skills: 'python',
          reward_credits: REWARD,
        }),
        'Posting a mission',
      );
      const missionId = String(mission['mission_id']);
      let assignmentId: string | null = null;
      let entryId: string | null = null;
      let validator: SignedInAccount | null = null;
      if (scenario.flow !== 'take') {
        const taken = succeeded(
          await post(`/api/tasks/${missionId}/apply`, operator.token),
          'Take',
        );
        assignmentId = String(taken['assignment_id']);
      }
      if (assignmentId && (scenario.flow === 'submit' || scenario.flow === 'decide')) {
        await uploadSubmissionFile(platform, operator, assignmentId, {
          name: 'task.py',
          content: 'print("solution")\n',
          type: 'text/x-python',
        });
      }
      if (assignmentId && scenario.flow === 'decide') {
        const submitted = succeeded(
          await post(`/api/assignments/${assignmentId}/submit`, operator.token, {
            submission_notes: 'Solution attached.',
          }),
          'Submit',
        ) as { assignment?: { entry_id?: string } };
        entryId = submitted.assignment?.entry_id ?? null;
        validator = await registerAccount(platform, 'validator');
        succeeded(
          await post(`/api/validation/jobs/${String(entryId)}/claim`, validator.token),
          'Claim',
        );
      }
      prepared.set(scenario, { operator, missionId, assignmentId, entryId, validator });
    }
    await platform.close();
  }, 120_000);

  afterEach(() => {
    // A scenario that failed before its crash leaves no crash point armed for the next one.
    writeFileSync(crashFile, '');
  });
  afterAll(async () => {
    await running?.kill();
    rmSync(crashFile, { force: true });
  });

  it.each(SCENARIOS)(
    '$flow, killed $crashAt: every effect exactly once after the restart',
    async (scenario) => {
      const world = prepared.get(scenario);
      if (!world) throw new Error('not prepared');
      const step = stepOf(scenario.flow, world);
      const key = randomUUID();

      const [when, crashType] = scenario.crashAt.split(':') as ['before' | 'after', string];
      const written = async () =>
        (await logOf(dataDir)).filter(
          (event) => event.type === crashType && concerns(world, dataOf(event)),
        ).length;
      const writtenBefore = await written();

      running ??= await startServer();
      const dying = running;
      const creditsBefore = await creditsOf(dying.url, world.operator);
      writeFileSync(crashFile, scenario.crashAt);
      const unanswered = await send(dying.url, step, key).then(
        (response) => response.status,
        () => 'no answer',
      );
      expect(unanswered).toBe('no answer');
      expect(await dying.ended).toEqual({ code: null, signal: 'SIGKILL' });
      running = null;
      // It died where it was told to: the append is lost before, durable after.
      expect(await written()).toBe(writtenBefore + (when === 'after' ? 1 : 0));

      writeFileSync(crashFile, '');
      running = await startServer();
      if (scenario.inCommand) {
        // The client never got its answer, so it sends the same request again with its key.
        const retry = await send(running.url, step, key);
        expect(retry.status).toBe(200);
        expect(retry.headers.get('idempotent-replayed')).toBe(when === 'after' ? 'true' : null);
        // A third send with the key is answered from the record and changes nothing.
        const again = await send(running.url, step, key);
        expect(again.headers.get('idempotent-replayed')).toBe('true');
      }
      await untilSettled(running.url);

      const log = await logOf(dataDir);
      expectEffectsOnce(scenario.flow, world, log);
      const credits = await creditsOf(running.url, world.operator);
      expect(credits).toBe(creditsBefore + (scenario.flow === 'decide' ? REWARD : 0));

      const live = await call<{ collections: ReadModelSnapshot }>(
        running.url,
        'GET',
        '/api/dev/read-models',
        { token: admin },
      );
      const { snapshot } = await rebuildReadModelsFromLog(dataDir);
      expect(compareSnapshots(live.body.collections, snapshot)).toMatchObject({ equal: true });
    },
    90_000,
  );
});

/** The event's data names the scenario's mission, assignment or operator. */
function concerns(world: Prepared, data: Record<string, unknown>): boolean {
  return (
    data['mission_id'] === world.missionId ||
    (world.assignmentId !== null && data['assignment_id'] === world.assignmentId) ||
    data['recipient_id'] === world.operator.id
  );
}

/** The operator's credits, as the signed-in operator sees them. */
async function creditsOf(url: string, operator: SignedInAccount): Promise<number> {
  const me = await call<{ user: { credits: number } }>(url, 'GET', '/api/auth/me', {
    token: operator.token,
  });
  return me.body.user.credits;
}

/** Each event of the flow, and each after-effect of it, is in the log exactly once. */
function expectEffectsOnce(flow: Flow, world: Prepared, log: readonly RecordedEvent[]): void {
  const count = (type: string, where: (data: Record<string, unknown>) => boolean) =>
    log.filter((event) => event.type === type && where(dataOf(event))).length;
  const ofMission = (data: Record<string, unknown>) => data['mission_id'] === world.missionId;
  const taken = log.find((event) => event.type === 'TaskTaken' && ofMission(dataOf(event)));
  const assignmentId = String(taken ? dataOf(taken)['assignment_id'] : world.assignmentId);
  const ofAssignment = (data: Record<string, unknown>) => data['assignment_id'] === assignmentId;
  /** The types of the after-effects reactors appended for `cause` (checkpoints aside). */
  const effectsOf = (cause: RecordedEvent | undefined) =>
    log
      .filter((event) => cause && event.metadata.causationId === cause.id)
      .map((event) => event.type)
      .filter((type) => type !== 'ReactorCheckpointed')
      .sort();

  expect(count('TaskTaken', ofMission)).toBe(1);
  expect(count('MissionAssigned', ofMission)).toBe(1);
  expect(count('WorkSlotTaken', ofAssignment)).toBe(1);
  if (flow === 'submit' || flow === 'decide') {
    expect(count('Submitted', ofAssignment)).toBe(1);
    expect(count('ValidationQueued', ofAssignment)).toBe(1);
  }
  if (flow === 'decide') {
    const decided = log.filter((event) => event.type === 'Decided' && ofAssignment(dataOf(event)));
    expect(decided).toHaveLength(1);
    expect(effectsOf(decided[0])).toEqual(['CreditsAwarded', 'NotificationSent']);
  }
  if (flow === 'release') {
    const released = log.filter(
      (event) => event.type === 'AssignmentReleased' && ofAssignment(dataOf(event)),
    );
    expect(released).toHaveLength(1);
    expect(effectsOf(released[0])).toEqual(['MissionReopened']);
  }
}
