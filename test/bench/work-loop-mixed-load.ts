/**
 * The work loop under mixed load on the built server: 50 simulated users for 60 s
 * (BENCH_MIXED_SECONDS), each in a closed loop without think time. Operators take a mission
 * from the marketplace (several may go for the same one), upload one small file and submit,
 * and post a marketplace task when few are on offer; validators list the open jobs, claim one
 * (several may go for the same one) and decide it. Then, with the load stopped and the read models caught
 * up, every live read-model document must equal a rebuild from the server's log. Errors and a
 * rebuild that differs fail the benchmark: they are correctness checks, not timings.
 */
import {
  MARKETPLACE_TEXTS,
  VALIDATION_TEXTS,
  type ValidationJob,
  type ValidationJobsResponse,
} from '@morphic/contracts';
import {
  compareSnapshots,
  type ReadModelSnapshot,
  type SnapshotComparison,
} from '@morphic/projections';
import { rebuildReadModelsFromLog } from '@morphic/projections';
import {
  DEMO_LOGINS,
  SIGN_UP_RATE_LIMITS,
  onboardedOperator,
  signIn,
  signUpOperator,
  type Account,
} from './support/accounts';
import { waitUntilCaughtUp } from './support/caught-up';
import { ok, request, type HttpAnswer } from './support/http';
import { inParallel } from './support/in-parallel';
import { LoadRecorder } from './support/load-recorder';
import type { Benchmark, BenchOutcome, BenchRow } from './support/result';
import { startServer } from './support/server';
import { Signal } from './support/signal';
import { connectSockets, disconnectAll, type BenchSocket } from './support/sockets';
import { formatTable } from './support/table';
import { withTempDir } from './support/temp-dir';
import {
  claimJob,
  decideJob,
  openJobs,
  postMission,
  submitAssignment,
  succeeded,
  takeMission,
  uploadFile,
  type Answer,
  type Decision,
  type Refusal,
} from './support/work-loop';

const SECONDS = Number(process.env['BENCH_MIXED_SECONDS'] ?? 60);
const OPERATORS = 40;
/** The demo validator and the signed-up accounts FOUNDER_USERNAMES makes founders. */
const VALIDATORS = 10;
const EXTRA_VALIDATOR_NAMES = Array.from({ length: VALIDATORS - 1 }, (_, i) => `benchval${i + 1}`);
/**
 * Missions on offer: the founder posts them before the load starts, then an operator posts one
 * whenever fewer are left. Operators take any of them at random, so two sometimes go for the
 * same one.
 */
const MISSIONS_ON_OFFER = 200;
/** Every FAIL_EVERY-th decision of a validator is a fail. */
const FAIL_EVERY = 5;
/** Sign-ups and stock missions at once during the set-up (a sign-up hashes a password). */
const SET_UP_CONCURRENCY = 4;
/** How long an idle validator waits for a `validation.job.opened` push before listing again. */
const IDLE_VALIDATOR_MS = 1000;

interface Load {
  readonly url: string;
  readonly recorder: LoadRecorder;
  /** Open missions, oldest first; operators pick any of them. */
  readonly missions: string[];
  readonly missionsAdded: Signal;
  readonly stopped: Signal;
  running: boolean;
}

const isTakeRace = (answer: HttpAnswer<unknown>): boolean =>
  answer.status === 409 && (answer.body as Refusal).error === MARKETPLACE_TEXTS.alreadyTaken;

const isClaimRace = (answer: HttpAnswer<unknown>): boolean =>
  answer.status === 409 &&
  [VALIDATION_TEXTS.alreadyClaimed, VALIDATION_TEXTS.noLongerOpen].some(
    (text) => text === (answer.body as Refusal).error,
  );

/** Sends one request and records it; null when it got no answer or not a 2xx. */
async function attempt<T>(
  load: Load,
  kind: string,
  send: () => Promise<Answer<T>>,
  options: { query?: boolean; isRace?: (answer: HttpAnswer<unknown>) => boolean } = {},
): Promise<T | null> {
  try {
    const answer = await send();
    return load.recorder.record(kind, answer, options) === 'ok' ? (answer.body as T) : null;
  } catch (error) {
    load.recorder.recordFailure(kind, error, options.query);
    return null;
  }
}

const untilStopped = (load: Load, waiting: Promise<void>): Promise<void> =>
  load.running ? Promise.race([waiting, load.stopped.wait()]) : Promise.resolve();

function withdrawMission(load: Load, missionId: string): void {
  const index = load.missions.indexOf(missionId);
  if (index >= 0) load.missions.splice(index, 1);
}

/** The missions on offer when the load starts (not measured). */
async function initialMissions(url: string, founder: Account): Promise<string[]> {
  return inParallel(
    Array.from({ length: MISSIONS_ON_OFFER }, (_, i) => `Stock mission ${i + 1}`),
    SET_UP_CONCURRENCY,
    async (title) =>
      succeeded(await postMission(url, founder, title), 'Posting a mission').mission_id,
  );
}

/** Operators also post marketplace tasks (as /create-task does) whenever few are on offer. */
async function operatorLoop(load: Load, operator: Account): Promise<void> {
  while (load.running) {
    if (load.missions.length < MISSIONS_ON_OFFER) {
      const posted = await attempt(load, 'post mission', () =>
        postMission(load.url, operator, `Load mission by ${operator.username}`),
      );
      if (posted) {
        load.missions.push(posted.mission_id);
        load.missionsAdded.notify();
      }
    }
    const missionId = load.missions[Math.floor(Math.random() * load.missions.length)];
    if (!missionId) {
      await untilStopped(load, load.missionsAdded.wait());
      continue;
    }
    const taken = await attempt(load, 'take', () => takeMission(load.url, operator, missionId), {
      isRace: isTakeRace,
    });
    // Taken by this operator or by someone faster: either way no longer on offer.
    withdrawMission(load, missionId);
    if (!taken) continue;
    const assignmentId = taken.assignment_id;
    if (!(await attempt(load, 'upload', () => uploadFile(load.url, operator, assignmentId)))) {
      continue;
    }
    await attempt(load, 'submit', () => submitAssignment(load.url, operator, assignmentId));
  }
}

/** The next `validation.job.opened` push on this socket, or the idle timeout. */
function nextJobOpened(socket: BenchSocket): { arrived: Promise<void>; cancel: () => void } {
  let cancel = (): void => undefined;
  const arrived = new Promise<void>((resolve) => {
    const done = (): void => {
      clearTimeout(timer);
      socket.off('validation.job.opened', done);
      resolve();
    };
    const timer = setTimeout(done, IDLE_VALIDATOR_MS);
    socket.on('validation.job.opened', done);
    cancel = done;
  });
  return { arrived, cancel };
}

async function validatorLoop(load: Load, validator: Account, socket: BenchSocket): Promise<void> {
  let decisions = 0;
  while (load.running) {
    // Listening before listing: a job opened meanwhile wakes this validator.
    const opened = nextJobOpened(socket);
    const list = await attempt<ValidationJobsResponse>(
      load,
      'list open jobs',
      () => openJobs(load.url, validator),
      { query: true },
    );
    const jobs: readonly ValidationJob[] = list?.jobs ?? [];
    const job = jobs[Math.floor(Math.random() * jobs.length)];
    if (!job) {
      await untilStopped(load, opened.arrived);
      continue;
    }
    opened.cancel();
    const entryId = job.validation_entry_id;
    const claimed = await attempt(load, 'claim', () => claimJob(load.url, validator, entryId), {
      isRace: isClaimRace,
    });
    if (!claimed) continue;
    decisions += 1;
    const decision: Decision = decisions % FAIL_EVERY === 0 ? 'fail' : 'pass';
    await attempt(load, 'decide', () => decideJob(load.url, validator, entryId, decision));
  }
}

interface People {
  readonly admin: Account;
  readonly founder: Account;
  readonly operators: readonly Account[];
  readonly validators: readonly Account[];
}

async function people(url: string): Promise<People> {
  const login = (who: keyof typeof DEMO_LOGINS) =>
    signIn(url, DEMO_LOGINS[who].login, DEMO_LOGINS[who].password);
  const admin = await login('admin');
  const founder = await login('founder');
  const operators = await inParallel(
    Array.from({ length: OPERATORS }, (_, i) => `benchop${i + 1}`),
    SET_UP_CONCURRENCY,
    (username) => onboardedOperator(url, admin, username),
  );
  const extraValidators = await inParallel(EXTRA_VALIDATOR_NAMES, SET_UP_CONCURRENCY, (name) =>
    signUpOperator(url, admin, name),
  );
  return { admin, founder, operators, validators: [await login('validator'), ...extraValidators] };
}

async function runLoad(url: string, who: People, sockets: readonly BenchSocket[]) {
  const load: Load = {
    url,
    recorder: new LoadRecorder(),
    missions: await initialMissions(url, who.founder),
    missionsAdded: new Signal(),
    stopped: new Signal(),
    running: true,
  };
  const started = performance.now();
  const timer = setTimeout(() => {
    load.running = false;
    load.stopped.notify();
  }, SECONDS * 1000);
  await Promise.all([
    ...who.operators.map((operator) => operatorLoop(load, operator)),
    ...who.validators.map((validator, i) =>
      validatorLoop(load, validator, sockets[OPERATORS + i] as BenchSocket),
    ),
  ]);
  clearTimeout(timer);
  return { recorder: load.recorder, seconds: (performance.now() - started) / 1000 };
}

function rebuildRows(comparison: SnapshotComparison, rebuildSeconds: number): BenchRow[] {
  const name = 'mixed load rebuild';
  const documents = comparison.collections.reduce((sum, c) => sum + c.live, 0);
  const differing = comparison.collections.filter((c) => !c.equal);
  return [
    {
      name,
      metric: 'rebuild equal',
      value: comparison.equal ? 1 : 0,
      unit: comparison.equal ? 'yes' : 'no',
      notes: comparison.equal
        ? `${documents} documents in ${comparison.collections.length} collections`
        : differing.map((c) => `${c.name}: ${c.differingIds.join(' ')}`).join('; '),
    },
    {
      name,
      metric: 'rebuild time',
      value: rebuildSeconds,
      unit: 's',
      notes: 'in the bench process',
    },
    ...comparison.collections.map((c) => ({
      name,
      metric: `docs ${c.name}`,
      value: c.live,
      unit: 'docs',
      notes: c.equal ? 'equal' : `live ${c.live}, rebuilt ${c.rebuilt}: differ`,
    })),
  ];
}

function loadRows(recorder: LoadRecorder, seconds: number, catchUpMs: number): BenchRow[] {
  const reports = recorder.reports();
  const commands = reports.filter((r) => !r.query).reduce((sum, r) => sum + r.ok, 0);
  const requests = reports.reduce((sum, r) => sum + r.ok + r.races + r.errors, 0);
  const overall = recorder.commandLatency();
  const name = `mixed load, ${OPERATORS + VALIDATORS} users`;
  const first = recorder.errorSamples[0];
  return [
    {
      name,
      metric: 'commands/s',
      value: commands / seconds,
      unit: 'cmd/s',
      notes: `${commands} successful commands in ${seconds.toFixed(1)} s (${OPERATORS} operators, ${VALIDATORS} validators)`,
    },
    {
      name,
      metric: 'requests/s',
      value: requests / seconds,
      unit: 'req/s',
      notes: 'all answers, queries and races included',
    },
    { name, metric: 'command p50', value: overall.p50, unit: 'ms' },
    { name, metric: 'command p99', value: overall.p99, unit: 'ms' },
    { name, metric: 'command max', value: overall.max, unit: 'ms', notes: 'the slowest command' },
    {
      name,
      metric: 'errors',
      value: recorder.errors,
      unit: '',
      notes: first
        ? `first: ${first.kind} ${first.status} ${first.body.slice(0, 120)}`
        : 'must be 0',
    },
    ...reports.flatMap((r): BenchRow[] => [
      {
        name: `mixed ${r.kind}`,
        metric: 'p50',
        value: r.latency.p50,
        unit: 'ms',
        notes: `${r.ok} ok${r.races ? `, ${r.races} expected races` : ''}${r.errors ? `, ${r.errors} errors` : ''}`,
      },
      { name: `mixed ${r.kind}`, metric: 'p99', value: r.latency.p99, unit: 'ms' },
    ]),
    ...reports
      .filter((r) => r.races > 0)
      .map((r) => ({
        name,
        metric: `races ${r.kind}`,
        value: r.races,
        unit: '',
        notes: r.kind === 'take' ? 'already taken (409)' : 'already claimed (409)',
      })),
    {
      name,
      metric: 'catch-up after load',
      value: catchUpMs,
      unit: 'ms',
      notes: 'until /api/ready shows the read models at the head of the log',
    },
  ];
}

export const workLoopMixedLoad: Benchmark = {
  name: 'work-loop-mixed-load',
  run: () =>
    withTempDir('work-loop-mixed', async (dataDir): Promise<BenchOutcome> => {
      const server = await startServer({
        dataDir,
        env: {
          RATE_LIMITS: SIGN_UP_RATE_LIMITS,
          FOUNDER_USERNAMES: EXTRA_VALIDATOR_NAMES.join(','),
        },
      });
      let sockets: BenchSocket[] = [];
      let live: ReadModelSnapshot;
      let result: Awaited<ReturnType<typeof runLoad>>;
      let catchUpMs: number;
      try {
        const who = await people(server.url);
        sockets = await connectSockets(
          server.url,
          [...who.operators, ...who.validators].map((account) => account.token),
        );
        result = await runLoad(server.url, who, sockets);
        catchUpMs = await waitUntilCaughtUp(server.url);
        live = ok(
          await request<{ collections: ReadModelSnapshot }>(
            server.url,
            'GET',
            '/api/dev/read-models',
            { token: who.admin.token },
          ),
          'Reading the live read models',
        ).collections;
      } finally {
        disconnectAll(sockets);
        await server.stop();
      }

      const rebuilt = await rebuildReadModelsFromLog(dataDir);
      const comparison = compareSnapshots(live, rebuilt.snapshot);
      const rows = [
        ...loadRows(result.recorder, result.seconds, catchUpMs),
        ...rebuildRows(comparison, rebuilt.rebuild.seconds),
      ];
      const problems = [
        ...(result.recorder.errors > 0 ? [`${result.recorder.errors} errors`] : []),
        ...(comparison.equal ? [] : ['the rebuild differs from the live read models']),
      ];
      if (problems.length > 0) {
        process.stderr.write(`${formatTable(rows)}\n`);
        throw new Error(
          `work-loop-mixed-load: ${problems.join(' and ')}; ${JSON.stringify(result.recorder.errorSamples)}`,
        );
      }
      return {
        rows,
        details: {
          seconds: SECONDS,
          operators: OPERATORS,
          validators: VALIDATORS,
          missionsOnOffer: MISSIONS_ON_OFFER,
          failEvery: FAIL_EVERY,
          kinds: result.recorder.reports(),
          rebuild: { ...rebuilt.rebuild, collections: comparison.collections },
        },
      };
    }),
};
