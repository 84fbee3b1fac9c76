/**
 * Work-loop push latency on the built server with 500 signed-in sockets: an operator takes a
 * mission, uploads one file and submits; the validator claims the job and decides it. Measured
 * from the decision's HTTP answer arriving to the operator's own socket receiving the
 * `assignment.updated` push with the decided state (a push that comes first counts as 0 and
 * is reported as a share). Each take fans out to every socket in the marketplace room (the
 * mission leaves the marketplace: `mission.updated`, assigned): the time from sending the take
 * until the last of the other sockets has it is reported too.
 */
import { randomUUID } from 'node:crypto';
import type { Assignment } from '@morphic/contracts';
import {
  DEMO_LOGINS,
  SIGN_UP_RATE_LIMITS,
  onboardedOperator,
  signIn,
  type Account,
} from './support/accounts';
import { Arrivals } from './support/arrivals';
import type { Benchmark, BenchOutcome, BenchRow } from './support/result';
import { startServer } from './support/server';
import { connectSockets, disconnectAll, type BenchSocket } from './support/sockets';
import { summarize } from './support/stats';
import { withTempDir } from './support/temp-dir';
import {
  DECIDED_STATE,
  claimJob,
  decideJob,
  entryIdOf,
  postMission,
  submitAssignment,
  succeeded,
  takeMission,
  uploadFile,
  type Decision,
} from './support/work-loop';

const CLIENTS = Number(process.env['BENCH_WORK_LOOP_CLIENTS'] ?? 500);
const DECISIONS = Number(process.env['BENCH_WORK_LOOP_DECISIONS'] ?? 200);
const WARMUP_DECISIONS = 10;
const PUSH_TIMEOUT_MS = 30_000;
/** Every FAIL_EVERY-th decision is a fail, the others pass. */
const FAIL_EVERY = 4;
/** The aim for the push after the decision's answer. */
const AIM_P99_MS = 100;

/** What the sockets are waiting for in the current round. */
interface Watch {
  /** The operator's `assignment.updated` with the decided state (set once the job is claimed). */
  assignment: { readonly id: string; readonly state: Assignment['state'] } | null;
  operator: Arrivals | null;
  /** Every other socket's `mission.updated` with the mission taken. */
  readonly missionId: string;
  readonly everyone: Arrivals;
}

interface Sample {
  /** Decision answer received to push received; 0 when the push came first. */
  readonly afterReply: number;
  readonly pushFirst: boolean;
  readonly sendToPush: number;
  readonly roundTrip: number;
  /** Take sent to the last other socket's `mission.updated` (assigned). */
  readonly sendToLastSocket: number;
}

/** One pass of the loop; the sample is of the decision. */
async function oneDecision(
  url: string,
  people: { founder: Account; operator: Account; validator: Account },
  watching: { current: Watch | null },
  decision: Decision,
): Promise<Sample> {
  const { founder, operator, validator } = people;
  const posted = succeeded(
    await postMission(url, founder, `Bench mission ${randomUUID().slice(0, 8)}`),
    'Posting a mission',
  );
  const watch: Watch = {
    assignment: null,
    operator: null,
    missionId: posted.mission_id,
    everyone: new Arrivals(CLIENTS - 1, PUSH_TIMEOUT_MS, `mission.updated of ${posted.mission_id}`),
  };
  watching.current = watch;
  try {
    const takeSentAt = performance.now();
    const taken = succeeded(
      await takeMission(url, operator, posted.mission_id),
      'Taking the mission',
    );
    const lastSocketAt = await watch.everyone.done;
    const assignmentId = taken.assignment_id;
    succeeded(await uploadFile(url, operator, assignmentId), 'Uploading the file');
    const entryId = entryIdOf(
      succeeded(await submitAssignment(url, operator, assignmentId), 'Submitting'),
      assignmentId,
    );
    succeeded(await claimJob(url, validator, entryId), 'Claiming the job');

    const state = DECIDED_STATE[decision];
    const operatorPush = new Arrivals(
      1,
      PUSH_TIMEOUT_MS,
      `assignment.updated (${state}) of ${assignmentId}`,
    );
    watch.assignment = { id: assignmentId, state };
    watch.operator = operatorPush;
    const sentAt = performance.now();
    const decided = await decideJob(url, validator, entryId, decision);
    succeeded(decided, 'Deciding');
    const pushAt = await operatorPush.done;
    return {
      afterReply: Math.max(pushAt - decided.receivedAt, 0),
      pushFirst: pushAt < decided.receivedAt,
      sendToPush: pushAt - sentAt,
      roundTrip: decided.ms,
      sendToLastSocket: lastSocketAt - takeSentAt,
    };
  } finally {
    watch.operator?.cancel();
    watch.everyone.cancel();
    watching.current = null;
  }
}

/** Feeds the current watch from every socket: index 0 is the operator's. */
function listen(sockets: readonly BenchSocket[], watching: { current: Watch | null }): void {
  sockets[0]?.on('assignment.updated', ({ data }) => {
    const at = performance.now();
    const watch = watching.current;
    if (watch?.assignment?.id === data.id && watch.assignment.state === data.state) {
      watch.operator?.arrive(0, at);
    }
  });
  sockets.forEach((socket, index) => {
    if (index === 0) return;
    socket.on('mission.updated', ({ data }) => {
      const at = performance.now();
      const watch = watching.current;
      if (watch?.missionId === data.id && data.status === 'assigned') {
        watch.everyone.arrive(index, at);
      }
    });
  });
}

/** The sockets beside the operator's: the demo accounts in turn (validators' room included). */
async function backgroundTokens(url: string, count: number): Promise<string[]> {
  const accounts = await Promise.all(
    Object.values(DEMO_LOGINS).map(({ login, password }) => signIn(url, login, password)),
  );
  return Array.from({ length: count }, (_, i) => accounts[i % accounts.length]?.token ?? '');
}

export const workLoopPushLatency: Benchmark = {
  name: 'work-loop-push-latency',
  run: () =>
    withTempDir('work-loop-push', async (dataDir): Promise<BenchOutcome> => {
      const server = await startServer({ dataDir, env: { RATE_LIMITS: SIGN_UP_RATE_LIMITS } });
      let sockets: BenchSocket[] = [];
      try {
        const url = server.url;
        const admin = await signIn(url, DEMO_LOGINS.admin.login, DEMO_LOGINS.admin.password);
        const founder = await signIn(url, DEMO_LOGINS.founder.login, DEMO_LOGINS.founder.password);
        const validator = await signIn(
          url,
          DEMO_LOGINS.validator.login,
          DEMO_LOGINS.validator.password,
        );
        const operator = await onboardedOperator(
          url,
          admin,
          `benchpush${randomUUID().slice(0, 6)}`,
        );

        const connectStarted = performance.now();
        sockets = await connectSockets(url, [
          operator.token,
          ...(await backgroundTokens(url, CLIENTS - 1)),
        ]);
        const connectMs = performance.now() - connectStarted;

        const watching: { current: Watch | null } = { current: null };
        listen(sockets, watching);

        const samples: Sample[] = [];
        for (let i = 0; i < WARMUP_DECISIONS + DECISIONS; i += 1) {
          const decision: Decision = i % FAIL_EVERY === FAIL_EVERY - 1 ? 'fail' : 'pass';
          const sample = await oneDecision(
            url,
            { founder, operator, validator },
            watching,
            decision,
          );
          if (i >= WARMUP_DECISIONS) samples.push(sample);
        }

        const afterReply = summarize(samples.map((sample) => sample.afterReply));
        const sendToPush = summarize(samples.map((sample) => sample.sendToPush));
        const roundTrip = summarize(samples.map((sample) => sample.roundTrip));
        const pushFirst = samples.filter((sample) => sample.pushFirst).length;
        const lastSocket = summarize(samples.map((sample) => sample.sendToLastSocket));
        const name = `decision push, ${CLIENTS} sockets`;
        const rows: BenchRow[] = [
          {
            name: 'socket connect',
            metric: `${CLIENTS} ready`,
            value: connectMs,
            unit: 'ms',
            notes: 'websocket transport, signed in, until every connection.ready',
          },
          {
            name,
            metric: 'p50',
            value: afterReply.p50,
            unit: 'ms',
            notes: `${afterReply.count} decisions: operator-complete answer -> operator's assignment.updated`,
          },
          { name, metric: 'p95', value: afterReply.p95, unit: 'ms' },
          {
            name,
            metric: 'p99',
            value: afterReply.p99,
            unit: 'ms',
            notes: `aim: under ${AIM_P99_MS} ms`,
          },
          { name, metric: 'max', value: afterReply.max, unit: 'ms' },
          {
            name,
            metric: 'push before answer',
            value: (100 * pushFirst) / Math.max(samples.length, 1),
            unit: '%',
            notes: 'pushes that arrived before the HTTP answer (counted as 0 above)',
          },
          {
            name,
            metric: 'send -> push p50',
            value: sendToPush.p50,
            unit: 'ms',
            notes: 'from sending the decision',
          },
          { name, metric: 'send -> push p99', value: sendToPush.p99, unit: 'ms' },
          {
            name,
            metric: 'take -> all sockets p50',
            value: lastSocket.p50,
            unit: 'ms',
            notes: `${lastSocket.count} takes: until the last of the other ${CLIENTS - 1} sockets has the mission leave the marketplace`,
          },
          { name, metric: 'take -> all sockets p99', value: lastSocket.p99, unit: 'ms' },
          {
            name: 'POST operator-complete',
            metric: 'round-trip p50',
            value: roundTrip.p50,
            unit: 'ms',
            notes: 'answers after read models include the decision, credits and notification',
          },
          {
            name: 'POST operator-complete',
            metric: 'round-trip p95',
            value: roundTrip.p95,
            unit: 'ms',
          },
          {
            name: 'POST operator-complete',
            metric: 'round-trip p99',
            value: roundTrip.p99,
            unit: 'ms',
          },
        ];
        return {
          rows,
          details: {
            clients: CLIENTS,
            decisions: DECISIONS,
            warmupDecisions: WARMUP_DECISIONS,
            failEvery: FAIL_EVERY,
            note: 'Server and clients share the machine; client-side event-loop time is included.',
            afterReply,
            sendToPush,
            roundTrip,
            pushFirst,
            lastSocket,
          },
        };
      } finally {
        disconnectAll(sockets);
        await server.stop();
      }
    }),
};
