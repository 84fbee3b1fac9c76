/**
 * An online rebuild of one projection on the built server while it serves. The log is filled
 * with missions (BENCH_ONLINE_REBUILD_MISSIONS, posted by the founder), then readers list the
 * missions in the console and writers post more, before and while a founder rebuilds the
 * projection (BENCH_ONLINE_REBUILD_PROJECTION, default `missions`) through
 * `POST /api/admin/projections/{name}/rebuild`. It reports the rebuild's rate, read and command
 * latency before and during it (the slowest answer bounds any pause at the switch), the server's
 * peak memory with two generations, and errors. Then every live read model must equal a rebuild
 * from the log: errors and a difference fail the benchmark.
 */
import type { ProjectionOverview, ProjectionsOverviewResponse } from '@morphic/contracts';
import { compareSnapshots, rebuildReadModelsFromLog } from '@morphic/projections';
import type { ReadModelSnapshot } from '@morphic/projections';
import { DEMO_LOGINS, signIn, type Account } from './support/accounts';
import { waitUntilCaughtUp } from './support/caught-up';
import { ok, request, type HttpAnswer } from './support/http';
import { inParallel } from './support/in-parallel';
import { residentMemory } from './support/process-memory';
import type { Benchmark, BenchOutcome, BenchRow } from './support/result';
import { startServer } from './support/server';
import { round, summarize } from './support/stats';
import { withTempDir } from './support/temp-dir';
import { postMission } from './support/work-loop';

const MISSIONS = Number(process.env['BENCH_ONLINE_REBUILD_MISSIONS'] ?? 20000);
const PROJECTION = process.env['BENCH_ONLINE_REBUILD_PROJECTION'] ?? 'missions';
const READERS = 5;
const WRITERS = 5;
const BEFORE_MS = 5000;
const FILL_CONCURRENCY = 20;
const POLL_MS = 100;

type Phase = 'before' | 'during';

interface Samples {
  readonly reads: Record<Phase, number[]>;
  readonly commands: Record<Phase, number[]>;
  readonly rssMiB: Record<Phase, number[]>;
  errors: number;
}

const listMissions = (url: string, founder: Account) =>
  request(url, 'GET', '/api/admin/missions?page=1&page_size=20', { token: founder.token });

async function projectionNamed(url: string, founder: Account): Promise<ProjectionOverview> {
  const overview = ok(
    await request<ProjectionsOverviewResponse>(url, 'GET', '/api/admin/projections', {
      token: founder.token,
    }),
    'Listing the projections',
  );
  const projection = overview.projections.find((candidate) => candidate.name === PROJECTION);
  if (!projection) throw new Error(`No projection named ${PROJECTION}`);
  return projection;
}

/** Readers and writers in closed loops, their answers filed under the phase they started in. */
async function serve(
  url: string,
  founder: Account,
  samples: Samples,
  phase: () => Phase | null,
): Promise<void> {
  const record = (kind: 'reads' | 'commands', at: Phase, answer: HttpAnswer<unknown>) => {
    if (answer.status < 200 || answer.status > 299) samples.errors += 1;
    else samples[kind][at].push(answer.ms);
  };
  const loop = async (kind: 'reads' | 'commands') => {
    for (let at = phase(); at !== null; at = phase()) {
      const answer =
        kind === 'reads'
          ? await listMissions(url, founder)
          : await postMission(url, founder, `Posted while serving, ${at} the rebuild`);
      record(kind, at, answer);
    }
  };
  await Promise.all([
    ...Array.from({ length: READERS }, () => loop('reads')),
    ...Array.from({ length: WRITERS }, () => loop('commands')),
  ]);
}

/** Starts the rebuild and polls it (and the server's memory) until it switched over or failed. */
async function rebuild(url: string, founder: Account, pid: number, samples: Samples) {
  ok(
    await request(url, 'POST', `/api/admin/projections/${PROJECTION}/rebuild`, {
      token: founder.token,
    }),
    'Starting the rebuild',
  );
  for (;;) {
    samples.rssMiB.during.push(residentMemory(pid).rssMiB);
    const { rebuild: progress } = await projectionNamed(url, founder);
    if (progress?.finished_at) return progress;
    await new Promise((wait) => setTimeout(wait, POLL_MS));
  }
}

function latencyRows(name: string, samples: Record<Phase, number[]>): BenchRow[] {
  return (['before', 'during'] as const).flatMap((at) => {
    const summary = summarize(samples[at]);
    return [
      {
        name,
        metric: `${at} p50`,
        value: round(summary.p50),
        unit: 'ms',
        notes: `${summary.count} ok`,
      },
      { name, metric: `${at} p99`, value: round(summary.p99), unit: 'ms' },
      { name, metric: `${at} max`, value: round(summary.max), unit: 'ms' },
    ];
  });
}

export const onlineRebuild: Benchmark = {
  name: 'online-rebuild',
  run: () =>
    withTempDir('online-rebuild', async (dataDir): Promise<BenchOutcome> => {
      const server = await startServer({ dataDir });
      const samples: Samples = {
        reads: { before: [], during: [] },
        commands: { before: [], during: [] },
        rssMiB: { before: [], during: [] },
        errors: 0,
      };
      let live: ReadModelSnapshot;
      let progress: Awaited<ReturnType<typeof rebuild>>;
      let head: string | null;
      try {
        const founder = await signIn(
          server.url,
          DEMO_LOGINS.founder.login,
          DEMO_LOGINS.founder.password,
        );
        const admin = await signIn(server.url, DEMO_LOGINS.admin.login, DEMO_LOGINS.admin.password);
        await inParallel(
          Array.from({ length: MISSIONS }, (_, i) => i),
          FILL_CONCURRENCY,
          async (i) =>
            ok(await postMission(server.url, founder, `Rebuild bench mission ${i}`), 'Posting'),
        );
        await waitUntilCaughtUp(server.url);
        head = (await projectionNamed(server.url, founder)).position;

        let phase: Phase | null = 'before';
        const serving = serve(server.url, founder, samples, () => phase);
        const beforeUntil = performance.now() + BEFORE_MS;
        while (performance.now() < beforeUntil) {
          samples.rssMiB.before.push(residentMemory(server.pid).rssMiB);
          await new Promise((wait) => setTimeout(wait, POLL_MS));
        }
        phase = 'during';
        progress = await rebuild(server.url, founder, server.pid, samples);
        phase = null;
        await serving;

        await waitUntilCaughtUp(server.url);
        live = ok(
          await request<{ collections: ReadModelSnapshot }>(
            server.url,
            'GET',
            '/api/dev/read-models',
            {
              token: admin.token,
            },
          ),
          'Reading the live read models',
        ).collections;
      } finally {
        await server.stop();
      }

      const comparison = compareSnapshots(live, (await rebuildReadModelsFromLog(dataDir)).snapshot);
      const seconds =
        (Date.parse(progress.finished_at ?? progress.started_at) -
          Date.parse(progress.started_at)) /
        1000;
      const name = `online rebuild ${PROJECTION}`;
      const peak = (values: number[]) => round(Math.max(...values));
      const rows: BenchRow[] = [
        {
          name,
          metric: 'state',
          value: progress.state === 'failed' ? 0 : 1,
          unit: progress.state === 'failed' ? 'failed' : 'switched',
          notes: progress.error ?? `generation ${progress.generation}`,
        },
        {
          name,
          metric: 'events',
          value: progress.events,
          unit: 'events',
          notes: `log head ${head ?? 'empty'} when the load started`,
        },
        {
          name,
          metric: 'time',
          value: round(seconds),
          unit: 's',
          notes: 'from the start to the switch',
        },
        {
          name,
          metric: 'events/s',
          value: round(progress.events / seconds),
          unit: 'events/s',
          notes: 'while serving the load',
        },
        ...latencyRows('console reads (missions list)', samples.reads),
        ...latencyRows('commands (post a mission)', samples.commands),
        { name, metric: 'peak RSS before', value: peak(samples.rssMiB.before), unit: 'MiB' },
        {
          name,
          metric: 'peak RSS during',
          value: peak(samples.rssMiB.during),
          unit: 'MiB',
          notes: 'two generations of the collections',
        },
        { name, metric: 'errors', value: samples.errors, unit: '', notes: 'must be 0' },
        {
          name,
          metric: 'rebuild equal',
          value: comparison.equal ? 1 : 0,
          unit: comparison.equal ? 'yes' : 'no',
          notes: 'every live read model against a rebuild from the log',
        },
      ];
      const problems = [
        ...(samples.errors > 0 ? [`${samples.errors} errors`] : []),
        ...(progress.state === 'failed' ? [`the rebuild failed: ${progress.error ?? ''}`] : []),
        ...(comparison.equal ? [] : ['the read models differ from a rebuild from the log']),
      ];
      if (problems.length > 0) throw new Error(`online-rebuild: ${problems.join('; ')}`);
      return {
        rows,
        details: { missions: MISSIONS, projection: PROJECTION, readers: READERS, writers: WRITERS },
      };
    }),
};
