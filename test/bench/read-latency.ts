/**
 * Read latency on a large world (issue 23: "Read p99 of the marketplace and `/system` operators
 * list with 10,000 operators and 10,000 missions: ≤ 20 ms"). The aim is shown, never enforced.
 *
 * The world is made in two data directories. The built server first starts on an empty one and
 * seeds the demo world (founder, admin, alan and the rest) through the product's commands. A
 * second, fresh directory then gets BENCH_READ_OPERATORS operators (default 10,000: their
 * username and email reservations and OperatorRegistered, on their real streams) and
 * BENCH_READ_MISSIONS open missions (default 10,000: MissionPosted on `mission-<id>`), with the
 * payloads of the bench event mix, appended straight into the embedded event store; then the
 * demo world's events are copied after them in log order. The reactors' checkpoint streams are
 * left out, so each reactor runs for the first time on the big log and starts at its head: no
 * reactor spends the measurement announcing 10,000 old missions.
 *
 * The server starts on that log (building every read model), must show no failed projection or
 * reactor in `/api/ready`, and then answers, after a warm-up of 20 each, 300 sequential requests
 * of each kind, every one timed from sending to the whole body read:
 * - the marketplace as alan (an onboarded operator) opens it: `GET /api/marketplace/recommendations`;
 * - the System console's Operators tab as the admin opens it:
 *   `GET /api/admin/operators?role=all&page=1&page_size=20`;
 * - the same tab searched: `q=operator12` (every operator whose handle, email or name holds it).
 */
import type {
  AdminOperatorsResponse,
  ReadyResponse,
  RecommendationsResponse,
} from '@morphic/contracts';
import { STREAMS } from '@morphic/contracts/server';
import {
  SqliteEventStore,
  type EventStore,
  type EventToAppend,
  type LogPosition,
  type RecordedEvent,
  type StreamAppend,
} from '@morphic/stores';
import { DEMO_LOGINS, signIn, type Account } from './support/accounts';
import { identifierReserved, missionPosted, operatorRegistered } from './support/events';
import { ok, request } from './support/http';
import type { Benchmark, BenchOutcome, BenchRow } from './support/result';
import { startServer } from './support/server';
import { elapsedMs, summarize, type Summary } from './support/stats';
import { withTempDir } from './support/temp-dir';

const OPERATORS = Number(process.env['BENCH_READ_OPERATORS'] ?? 10_000);
const MISSIONS = Number(process.env['BENCH_READ_MISSIONS'] ?? 10_000);
const WARM_UP = 20;
const REQUESTS = 300;
/** Operators per multi-stream append (three streams each), missions per append. */
const OPERATOR_BATCH = 100;
const MISSION_BATCH = 500;
const SEARCH = 'operator12';
/** Issue 23's aim, shown beside the measurements. */
const AIM_P99_MS = 20;
const READY_TIMEOUT_MS = 10 * 60_000;

interface ReadKind {
  readonly name: string;
  readonly path: string;
  readonly as: 'operator' | 'admin';
}

const KINDS: readonly ReadKind[] = [
  { name: 'marketplace list', path: '/api/marketplace/recommendations', as: 'operator' },
  {
    name: 'operators list, first page',
    path: '/api/admin/operators?role=all&page=1&page_size=20',
    as: 'admin',
  },
  {
    name: 'operators list, searched',
    path: `/api/admin/operators?q=${SEARCH}&role=all&page=1&page_size=20`,
    as: 'admin',
  },
];

/** Seeds the demo world on an empty log and returns its events, reactor checkpoints left out. */
async function demoWorldEvents(): Promise<RecordedEvent[]> {
  return withTempDir('read-latency-seed', async (seedDir) => {
    const server = await startServer({ dataDir: seedDir, readyTimeoutMs: READY_TIMEOUT_MS });
    await server.stop();
    const store = SqliteEventStore.open({ dataDir: seedDir });
    try {
      const events: RecordedEvent[] = [];
      let after: LogPosition | undefined;
      for (;;) {
        const page = await store.readAll({ ...(after ? { after } : {}), maxCount: 1000 });
        if (page.length === 0) break;
        events.push(...page);
        after = page[page.length - 1]?.position;
      }
      return events.filter((event) => !event.streamId.startsWith(STREAMS.reactor('')));
    } finally {
      await store.close();
    }
  });
}

const toAppend = ({ id, type, data, metadata }: RecordedEvent): EventToAppend => ({
  id,
  type,
  data,
  metadata,
});

/** Appends `events` in their log order, consecutive events of one stream together. */
async function copyEvents(store: EventStore, events: readonly RecordedEvent[]): Promise<void> {
  for (let i = 0; i < events.length;) {
    const streamId = events[i]?.streamId ?? '';
    let end = i;
    while (end < events.length && events[end]?.streamId === streamId) end += 1;
    await store.append(streamId, events.slice(i, end).map(toAppend), 'any');
    i = end;
  }
}

/** Each operator's username and email reservations and registration, on their own streams. */
async function appendOperators(store: EventStore, count: number): Promise<void> {
  for (let first = 1; first <= count; first += OPERATOR_BATCH) {
    const writes: StreamAppend[] = [];
    for (let n = first; n < Math.min(first + OPERATOR_BATCH, count + 1); n += 1) {
      const registered = operatorRegistered(n);
      const {
        operator_id: id,
        username,
        email,
      } = registered.data as {
        operator_id: string;
        username: string;
        email: string;
      };
      writes.push(
        {
          streamId: STREAMS.identifier('username', 'operator', username),
          events: [identifierReserved(n, 'username', id)],
          expected: 'no_stream',
        },
        {
          streamId: STREAMS.identifier('email', 'operator', email),
          events: [identifierReserved(n, 'email', id)],
          expected: 'no_stream',
        },
        { streamId: STREAMS.operator(id), events: [registered], expected: 'no_stream' },
      );
    }
    await store.appendToStreams(writes);
  }
}

/** Open missions, each posted on its own stream. */
async function appendMissions(store: EventStore, count: number): Promise<void> {
  for (let first = 1; first <= count; first += MISSION_BATCH) {
    const writes: StreamAppend[] = [];
    for (let n = first; n < Math.min(first + MISSION_BATCH, count + 1); n += 1) {
      const posted = missionPosted(n);
      const { mission_id: id } = posted.data as { mission_id: string };
      writes.push({ streamId: STREAMS.mission(id), events: [posted], expected: 'no_stream' });
    }
    await store.appendToStreams(writes);
  }
}

interface LoadedWorld {
  readonly seconds: number;
  readonly demoEvents: number;
}

async function loadWorld(dataDir: string): Promise<LoadedWorld> {
  const demo = await demoWorldEvents();
  const started = performance.now();
  const store = SqliteEventStore.open({ dataDir });
  try {
    await appendOperators(store, OPERATORS);
    await appendMissions(store, MISSIONS);
    await copyEvents(store, demo);
  } finally {
    await store.close();
  }
  return { seconds: elapsedMs(started) / 1000, demoEvents: demo.length };
}

/** The read models and reactors that are not running as they should. */
function failures(ready: ReadyResponse): string[] {
  return [...ready.projections.items, ...ready.reactors]
    .filter((item) => item.state === 'failed' || item.state === 'stopped')
    .map((item) => `${item.name}: ${item.state}${item.error ? ` (${item.error})` : ''}`);
}

interface Measured {
  readonly kind: ReadKind;
  readonly summary: Summary;
  readonly bytes: number;
}

async function measure(url: string, kind: ReadKind, token: string): Promise<Measured> {
  const samples: number[] = [];
  let bytes = 0;
  for (let i = 0; i < WARM_UP + REQUESTS; i += 1) {
    const sentAt = performance.now();
    const response = await fetch(`${url}${kind.path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = await response.text();
    const ms = elapsedMs(sentAt);
    if (response.status !== 200) {
      throw new Error(`${kind.name} answered ${response.status}: ${body.slice(0, 300)}`);
    }
    if (i >= WARM_UP) samples.push(ms);
    bytes = Buffer.byteLength(body);
  }
  return { kind, summary: summarize(samples), bytes };
}

function rows(measured: readonly Measured[], seen: Record<string, number>): BenchRow[] {
  return measured.flatMap(({ kind, summary, bytes }) => {
    const name = `read latency: ${kind.name}`;
    const met = summary.p99 <= AIM_P99_MS;
    const listed = kind.name.startsWith('marketplace') ? 'missions listed' : 'operators found';
    const what = `${seen[kind.name]} ${listed}, ${(bytes / 1024).toFixed(0)} KiB a body`;
    return [
      {
        name,
        metric: 'p50',
        value: summary.p50,
        unit: 'ms',
        notes: `${REQUESTS} sequential; ${what}`,
      },
      {
        name,
        metric: 'p99',
        value: summary.p99,
        unit: 'ms',
        notes: `aim p99 ≤ ${AIM_P99_MS} ms: ${met ? 'met' : 'not met'}`,
      },
      { name, metric: 'max', value: summary.max, unit: 'ms', notes: `GET ${kind.path}` },
    ];
  });
}

export const readLatency: Benchmark = {
  name: 'read-latency',
  run: () =>
    withTempDir('read-latency', async (dataDir): Promise<BenchOutcome> => {
      const world = await loadWorld(dataDir);
      const server = await startServer({ dataDir, readyTimeoutMs: READY_TIMEOUT_MS });
      try {
        const ready = ok(
          await request<ReadyResponse>(server.url, 'GET', '/api/ready'),
          'Reading /api/ready',
        );
        const failed = failures(ready);
        if (failed.length > 0) throw new Error(`Not running: ${failed.join('; ')}`);

        const admin = await signIn(server.url, DEMO_LOGINS.admin.login, DEMO_LOGINS.admin.password);
        const operator: Account = await signIn(
          server.url,
          DEMO_LOGINS.alan.login,
          DEMO_LOGINS.alan.password,
        );
        const marketplace = ok(
          await request<RecommendationsResponse>(server.url, 'GET', KINDS[0]?.path ?? '', {
            token: operator.token,
          }),
          'The marketplace',
        );
        const operators = ok(
          await request<AdminOperatorsResponse>(server.url, 'GET', KINDS[1]?.path ?? '', {
            token: admin.token,
          }),
          'The operators list',
        );
        const searched = ok(
          await request<AdminOperatorsResponse>(server.url, 'GET', KINDS[2]?.path ?? '', {
            token: admin.token,
          }),
          'The searched operators list',
        );
        if (marketplace.recommendations.length < MISSIONS) {
          throw new Error(
            `The marketplace lists ${marketplace.recommendations.length} missions, not ${MISSIONS}`,
          );
        }
        if (operators.total < OPERATORS) {
          throw new Error(`The operators list counts ${operators.total}, not ${OPERATORS}`);
        }
        const seen: Record<string, number> = {
          [KINDS[0]?.name ?? '']: marketplace.recommendations.length,
          [KINDS[1]?.name ?? '']: operators.total,
          [KINDS[2]?.name ?? '']: searched.total,
        };

        const measured: Measured[] = [];
        for (const kind of KINDS) {
          measured.push(
            await measure(server.url, kind, kind.as === 'admin' ? admin.token : operator.token),
          );
        }
        return {
          rows: [
            {
              name: 'read latency: world',
              metric: 'to ready',
              value: server.readyAfterMs / 1000,
              unit: 's',
              notes: `${OPERATORS} operators and ${MISSIONS} missions appended in ${world.seconds.toFixed(1)} s, then ${world.demoEvents} demo events; read models built at start`,
            },
            ...rows(measured, seen),
          ],
          details: {
            operators: OPERATORS,
            missions: MISSIONS,
            warmUp: WARM_UP,
            requests: REQUESTS,
            aimP99Ms: AIM_P99_MS,
            search: SEARCH,
            demoEvents: world.demoEvents,
            listed: seen,
            head: ready.event_store.head,
            summaries: Object.fromEntries(
              measured.map(({ kind, summary, bytes }) => [kind.name, { ...summary, bytes }]),
            ),
          },
        };
      } finally {
        await server.stop();
      }
    }),
};
