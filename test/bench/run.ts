/**
 * `npm run bench`: runs the benchmarks (or those named on the command line), prints one table
 * and writes the results to bench/results/<timestamp>.json and bench/results/latest.json.
 * Benchmarks measure; they never fail on a timing.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { appendThroughput } from './append-throughput';
import { coldStart } from './cold-start';
import { onlineRebuild } from './online-rebuild';
import { projectionRebuild } from './projection-rebuild';
import { pushLatency } from './push-latency';
import { readLatency } from './read-latency';
import type { Benchmark, BenchOutcome, BenchRow } from './support/result';
import { round } from './support/stats';
import { formatTable } from './support/table';
import { webVitals } from './web-vitals';
import { workLoopMixedLoad } from './work-loop-mixed-load';
import { workLoopPushLatency } from './work-loop-push-latency';

const BENCHMARKS: readonly Benchmark[] = [
  appendThroughput,
  projectionRebuild,
  onlineRebuild,
  pushLatency,
  workLoopPushLatency,
  workLoopMixedLoad,
  webVitals,
  coldStart,
  readLatency,
];
const RESULTS_DIR = join(__dirname, 'results');

function selected(args: readonly string[]): readonly Benchmark[] {
  if (args.length === 0) return BENCHMARKS;
  const chosen = BENCHMARKS.filter((bench) => args.some((arg) => bench.name.includes(arg)));
  if (chosen.length === 0) {
    throw new Error(
      `No benchmark matches ${args.join(', ')}; known: ${BENCHMARKS.map((b) => b.name).join(', ')}`,
    );
  }
  return chosen;
}

async function main(): Promise<void> {
  const startedAt = new Date();
  const results: { benchmark: string; seconds: number; outcome?: BenchOutcome; error?: string }[] =
    [];
  for (const bench of selected(process.argv.slice(2))) {
    process.stderr.write(`running ${bench.name} ...\n`);
    const t0 = performance.now();
    try {
      const outcome = await bench.run();
      results.push({ benchmark: bench.name, seconds: (performance.now() - t0) / 1000, outcome });
    } catch (error) {
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      process.stderr.write(`${bench.name} failed: ${message}\n`);
      results.push({
        benchmark: bench.name,
        seconds: (performance.now() - t0) / 1000,
        error: message,
      });
    }
  }

  const rows: BenchRow[] = results.flatMap((result) =>
    result.outcome
      ? result.outcome.rows
      : [
          {
            name: result.benchmark,
            metric: 'failed',
            value: Number.NaN,
            unit: '',
            notes: result.error?.split('\n')[0] ?? '',
          },
        ],
  );
  const cpuList = cpus();
  const machine = {
    cpus: cpuList.length,
    cpuModel: cpuList[0]?.model ?? 'unknown',
    memoryGiB: round(totalmem() / 1024 ** 3),
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
  };
  process.stdout.write(
    `\nMorphic benchmarks, ${startedAt.toISOString()} (${machine.cpus} x ${machine.cpuModel}, node ${machine.node})\n\n`,
  );
  process.stdout.write(`${formatTable(rows)}\n`);

  const report = {
    startedAt: startedAt.toISOString(),
    machine,
    results: results.map((result) => ({
      ...result,
      seconds: round(result.seconds),
      outcome: result.outcome && {
        ...result.outcome,
        rows: result.outcome.rows.map((row) => ({ ...row, value: round(row.value) })),
      },
    })),
  };
  mkdirSync(RESULTS_DIR, { recursive: true });
  const json = `${JSON.stringify(report, null, 2)}\n`;
  const file = join(RESULTS_DIR, `${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, json);
  writeFileSync(join(RESULTS_DIR, 'latest.json'), json);
  process.stdout.write(`\nwritten ${file} and results/latest.json\n`);
  if (results.some((result) => result.error)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
