import type { EventStore, ReadStore } from '@morphic/stores';
import { CheckpointStore } from './checkpoints';
import type { RuntimeLogger } from './logger';
import type { Projection } from './projection';
import type { CatchUpProgress } from './progress-meter';
import { ProjectionRunner } from './runner';

export interface RebuildOptions {
  readonly eventStore: EventStore;
  readonly readStore: ReadStore;
  readonly projections: readonly Projection[];
  readonly logger: RuntimeLogger;
  readonly onProgress?: (progress: CatchUpProgress) => void;
}

export interface RebuildResult {
  readonly events: number;
  readonly seconds: number;
}

/** Drops every read model and replays the whole log into it. */
export async function rebuildProjections(options: RebuildOptions): Promise<RebuildResult> {
  const startedAt = Date.now();
  let events = 0;
  await new CheckpointStore(options.readStore).clear();
  const runner = new ProjectionRunner({
    ...options,
    catchUpReportMs: 1000,
    onCatchUp: (progress) => {
      events = progress.events;
      options.onProgress?.(progress);
    },
  });
  await runner.start();
  await runner.whenCaughtUp();
  await runner.stop();
  const failed = runner.status().filter((status) => status.state === 'failed');
  if (failed.length > 0) {
    throw new Error(failed.map((status) => `${status.name}: ${status.error ?? ''}`).join('\n'));
  }
  return { events, seconds: (Date.now() - startedAt) / 1000 };
}
