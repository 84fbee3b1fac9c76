/**
 * Appends to the embedded SQLite event store (WAL, synchronous=FULL: one fsync per append),
 * one new stream per append, with realistic payloads and full metadata.
 */
import { SqliteEventStore } from '@morphic/stores';
import { missionPosted, notificationSent, operatorRegistered } from './support/events';
import type { Benchmark, BenchOutcome, BenchRow } from './support/result';
import { elapsedMs, summarize } from './support/stats';
import { withTempDir } from './support/temp-dir';

const APPENDS = Number(process.env['BENCH_APPENDS'] ?? 2000);
const BATCH_SIZES = [1, 10] as const;
const WARMUP_APPENDS = 50;

function batchOf(size: number, n: number) {
  const recipient = `operator-${n}`;
  return Array.from({ length: size }, (_, i) => {
    const k = n * size + i;
    return k % 3 === 0
      ? operatorRegistered(k)
      : k % 3 === 1
        ? missionPosted(k)
        : notificationSent(k, recipient);
  });
}

async function measure(batchSize: number): Promise<BenchRow[]> {
  return withTempDir(`append-${batchSize}`, async (dataDir) => {
    const store = SqliteEventStore.open({ dataDir });
    try {
      for (let n = 0; n < WARMUP_APPENDS; n += 1) {
        await store.append(`warmup-${n}`, batchOf(batchSize, n), 'no_stream');
      }
      // Payloads are built before the clock starts: only the store is timed.
      const batches = Array.from({ length: APPENDS }, (_, n) => batchOf(batchSize, n));
      const latencies: number[] = [];
      const started = performance.now();
      for (const [n, batch] of batches.entries()) {
        const t0 = performance.now();
        await store.append(`bench-${batchSize}-${n}`, batch, 'no_stream');
        latencies.push(elapsedMs(t0));
      }
      const seconds = elapsedMs(started) / 1000;
      const latency = summarize(latencies);
      const name = `append batch=${batchSize}`;
      const { journalMode, synchronous } = store.durabilitySettings();
      const notes = `${APPENDS} appends, ${journalMode} synchronous=${synchronous}`;
      return [
        { name, metric: 'appends/s', value: APPENDS / seconds, unit: 'ops/s', notes },
        { name, metric: 'events/s', value: (APPENDS * batchSize) / seconds, unit: 'events/s' },
        { name, metric: 'latency p50', value: latency.p50, unit: 'ms' },
        { name, metric: 'latency p99', value: latency.p99, unit: 'ms' },
        { name, metric: 'latency max', value: latency.max, unit: 'ms' },
      ];
    } finally {
      await store.close();
    }
  });
}

export const appendThroughput: Benchmark = {
  name: 'append-throughput',
  async run(): Promise<BenchOutcome> {
    const rows: BenchRow[] = [];
    for (const size of BATCH_SIZES) rows.push(...(await measure(size)));
    return {
      rows,
      details: { appends: APPENDS, batchSizes: BATCH_SIZES, warmupAppends: WARMUP_APPENDS },
    };
  },
};
