/**
 * A cold start of the built server on a large log: BENCH_COLD_START_EVENTS events of the bench
 * mix (default 1,000,000) are written straight into a fresh data directory through the embedded
 * event store, in appends of 500. Then the server starts on it twice, stopped with SIGTERM in
 * between: the first start builds the read models, the second is a restart. For each it reports
 * the seconds from spawning the process to `/api/ready` answering 200, the resident memory then
 * (VmRSS) and the most the process had been resident until then (VmHWM), next to the aims of
 * issue 23. The aims are shown, never enforced.
 *
 * Readiness means the read models are built: the server listens only once its projections have
 * caught up with the log (`ProjectionsService.whenCaughtUp` in main.ts), and `/api/ready`
 * answers 200 only while the read models reach the head of the log within its bound. The body
 * read after the 200 is kept in the details (head and read-model position) as the evidence.
 */
import type { ReadyResponse } from '@morphic/contracts';
import { SqliteEventStore } from '@morphic/stores';
import { appendEventMix, type LoadedLog } from './support/event-log';
import { ok, request } from './support/http';
import { residentMemory, type ResidentMemory } from './support/process-memory';
import type { Benchmark, BenchOutcome, BenchRow } from './support/result';
import { startServer } from './support/server';
import { withTempDir } from './support/temp-dir';

const EVENTS = Number(process.env['BENCH_COLD_START_EVENTS'] ?? 1_000_000);
const BATCH = 500;
/** Issue 23's aims, shown beside the measurements. */
const AIM = { restartSeconds: 3, restartResidentMiB: 400, firstBuildEventsPerSecond: 100_000 };
/** Polling /api/ready this often bounds the error of the seconds to ready. */
const READY_POLL_MS = 50;
/** A slow machine may take minutes to build the read models of a million events. */
const READY_TIMEOUT_MS = 20 * 60_000;

interface MeasuredStart extends ResidentMemory {
  readonly secondsToReady: number;
  readonly ready: ReadyResponse;
}

/** Starts the server on `dataDir`, measures it once ready, and stops it gracefully. */
async function measuredStart(dataDir: string): Promise<MeasuredStart> {
  const server = await startServer({
    dataDir,
    readyTimeoutMs: READY_TIMEOUT_MS,
    readyPollMs: READY_POLL_MS,
  });
  try {
    const memory = residentMemory(server.pid);
    const ready = ok(
      await request<ReadyResponse>(server.url, 'GET', '/api/ready'),
      'Reading /api/ready',
    );
    return { ...memory, secondsToReady: server.readyAfterMs / 1000, ready };
  } finally {
    await server.stop();
  }
}

const aimNote = (aim: string, met: boolean): string => `aim ${aim}: ${met ? 'met' : 'not met'}`;

function loadRows(loaded: LoadedLog): BenchRow[] {
  return [
    {
      name: 'cold start: log load',
      metric: 'events/s',
      value: loaded.events / loaded.seconds,
      unit: 'events/s',
      notes: `${loaded.events} events in appends of ${BATCH} through the embedded store, ${loaded.seconds.toFixed(1)} s`,
    },
  ];
}

function memoryRows(name: string, start: MeasuredStart, aimMiB?: number): BenchRow[] {
  const withAim = (what: string, mib: number): string =>
    aimMiB === undefined ? what : `${what}; ${aimNote(`≤ ${aimMiB} MiB`, mib <= aimMiB)}`;
  return [
    {
      name,
      metric: 'RSS at ready',
      value: start.rssMiB,
      unit: 'MiB',
      notes: withAim('VmRSS right after /api/ready', start.rssMiB),
    },
    {
      name,
      metric: 'peak RSS',
      value: start.peakMiB,
      unit: 'MiB',
      notes: withAim('VmHWM: the most resident until ready', start.peakMiB),
    },
  ];
}

function firstStartRows(events: number, first: MeasuredStart): BenchRow[] {
  const name = 'cold start: first start';
  const rate = events / first.secondsToReady;
  return [
    {
      name,
      metric: 'to ready',
      value: first.secondsToReady,
      unit: 's',
      notes: 'spawn to /api/ready 200, read models built',
    },
    {
      name,
      metric: 'build rate',
      value: rate,
      unit: 'events/s',
      notes: `events / seconds to ready; ${aimNote(
        `≥ ${AIM.firstBuildEventsPerSecond} events/s`,
        rate >= AIM.firstBuildEventsPerSecond,
      )}`,
    },
    ...memoryRows(name, first),
  ];
}

function restartRows(restart: MeasuredStart): BenchRow[] {
  const name = 'cold start: restart';
  return [
    {
      name,
      metric: 'to ready',
      value: restart.secondsToReady,
      unit: 's',
      notes: aimNote(`≤ ${AIM.restartSeconds} s`, restart.secondsToReady <= AIM.restartSeconds),
    },
    ...memoryRows(name, restart, AIM.restartResidentMiB),
  ];
}

/** What /api/ready said at each start: where the log and the read models stood. */
const readiness = ({ ready }: MeasuredStart) => ({
  head: ready.event_store.head,
  projections: ready.projections.position,
  caughtUp: ready.projections.caught_up,
  reactors: ready.reactors.map((reactor) => `${reactor.name}: ${reactor.state}`),
});

export const coldStart: Benchmark = {
  name: 'cold-start',
  run: () =>
    withTempDir('cold-start', async (dataDir): Promise<BenchOutcome> => {
      const eventStore = SqliteEventStore.open({ dataDir });
      let loaded: LoadedLog;
      try {
        loaded = await appendEventMix(eventStore, EVENTS, BATCH);
      } finally {
        await eventStore.close();
      }
      const first = await measuredStart(dataDir);
      const restart = await measuredStart(dataDir);
      return {
        rows: [...loadRows(loaded), ...firstStartRows(EVENTS, first), ...restartRows(restart)],
        details: {
          events: EVENTS,
          batch: BATCH,
          aims: AIM,
          eventsByType: loaded.eventsByType,
          firstStart: readiness(first),
          restart: readiness(restart),
        },
      };
    }),
};
