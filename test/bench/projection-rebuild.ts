/**
 * Replays a 200,000-event log through every projection into a fresh embedded read store, as
 * the server does at every start with the embedded stores.
 */
import { SqliteEventStore } from '@morphic/stores';
import { MemoryReadStore } from '@morphic/stores';
import { ALL_PROJECTIONS, rebuildProjections, silentLogger } from '@morphic/projections';
import { appendEventMix } from './support/event-log';
import type { Benchmark, BenchOutcome, BenchRow } from './support/result';
import { withTempDir } from './support/temp-dir';

const EVENTS = Number(process.env['BENCH_REBUILD_EVENTS'] ?? 200_000);
const BATCH = 500;

export const projectionRebuild: Benchmark = {
  name: 'projection-rebuild',
  run: () =>
    withTempDir('rebuild', async (dataDir): Promise<BenchOutcome> => {
      const eventStore = SqliteEventStore.open({ dataDir });
      const readStore = new MemoryReadStore();
      try {
        const loaded = await appendEventMix(eventStore, EVENTS, BATCH);
        const loadSeconds = loaded.seconds;

        const heapBefore = process.memoryUsage().heapUsed;
        const result = await rebuildProjections({
          eventStore,
          readStore,
          projections: ALL_PROJECTIONS,
          logger: silentLogger,
        });
        const heapAfter = process.memoryUsage().heapUsed;

        const documents: Record<string, number> = {};
        for (const name of (await readStore.listCollections()).sort()) {
          documents[name] = await readStore.collection(name).count();
        }
        const name = 'projection rebuild';
        const rows: BenchRow[] = [
          {
            name: 'log load (batched)',
            metric: 'events/s',
            value: EVENTS / loadSeconds,
            unit: 'events/s',
            notes: `${EVENTS} events in appends of ${BATCH}, ${loadSeconds.toFixed(1)} s`,
          },
          {
            name,
            metric: 'events/s',
            value: result.events / result.seconds,
            unit: 'events/s',
            notes: `${result.events} events, ${ALL_PROJECTIONS.length} projections, memory read store`,
          },
          { name, metric: 'total', value: result.seconds, unit: 's' },
          {
            name,
            metric: 'heap growth',
            value: (heapAfter - heapBefore) / 1024 / 1024,
            unit: 'MiB',
            notes: 'approximate (GC timing)',
          },
          ...Object.entries(documents).map(([collection, count]) => ({
            name,
            metric: `docs ${collection}`,
            value: count,
            unit: 'docs',
          })),
        ];
        return {
          rows,
          details: {
            events: EVENTS,
            batch: BATCH,
            eventsByType: loaded.eventsByType,
            documents,
            rebuild: result,
          },
        };
      } finally {
        await readStore.close();
        await eventStore.close();
      }
    }),
};
