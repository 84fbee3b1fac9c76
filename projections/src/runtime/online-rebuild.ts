import type { ProjectionRebuildProgress } from '@morphic/contracts';
import { decodeEvent } from '@morphic/contracts/server';
import {
  comparePositions,
  GenerationalReadStore,
  type EventStore,
  type LogPosition,
  type ReadStore,
} from '@morphic/stores';
import type { RuntimeLogger } from './logger';
import { applyEvent, type ProjectedEvent, type Projection } from './projection';
import type { ProjectionRunner } from './runner';

export interface OnlineRebuildsOptions {
  readonly eventStore: EventStore;
  /** Must be a GenerationalReadStore: the new generation is built beside the live one. */
  readonly readStore: ReadStore;
  readonly runner: ProjectionRunner;
  readonly projections: readonly Projection[];
  readonly logger: RuntimeLogger;
  /** Called on every change of state and at most every `reportMs` while events are replayed. */
  readonly onProgress?: (progress: ProjectionRebuildProgress) => void;
  readonly reportMs?: number;
  /** Events read from the log per page. Default 500. */
  readonly pageSize?: number;
}

export class UnknownProjectionError extends Error {
  constructor(readonly projection: string) {
    super(`No projection named ${projection}`);
    this.name = 'UnknownProjectionError';
  }
}

export class RebuildRunningError extends Error {
  constructor(readonly projection: string) {
    super(`A rebuild of ${projection} is already running`);
    this.name = 'RebuildRunningError';
  }
}

/** Lets timers and sockets run between two pages, so the app answers throughout a rebuild. */
const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Rebuilds one projection while the app serves: a new generation of its collections is built
 * beside the live one from the start of the log, while the runner keeps applying new events to
 * the live one; once the new generation has (nearly) reached the live one's position, the runner
 * pauses between two events, the new generation takes the last few, becomes live for every
 * reader at once, and the runner goes on applying to it. The old generation is dropped once the
 * reads running on it have ended. One rebuild per projection at a time; a failed one drops its
 * generation and leaves the live one.
 */
export class OnlineRebuilds {
  private readonly progress = new Map<string, ProjectionRebuildProgress>();
  private readonly running = new Map<string, Promise<void>>();
  private stopping = false;

  constructor(private readonly options: OnlineRebuildsOptions) {}

  /** Starts a rebuild in the background and answers its first progress. */
  start(name: string): ProjectionRebuildProgress {
    const projection = this.options.projections.find((candidate) => candidate.name === name);
    if (!projection) throw new UnknownProjectionError(name);
    if (this.running.has(name)) throw new RebuildRunningError(name);
    const store = this.options.readStore;
    if (!(store instanceof GenerationalReadStore)) {
      throw new Error('Online rebuilds need a read store with generations (createReadStore)');
    }
    const generation = store.nextGeneration(projection.collections);
    const rebuild = new ProjectionRebuild(
      projection,
      generation,
      store,
      this.options,
      () => this.stopping,
    );
    const report = (progress: ProjectionRebuildProgress): void => {
      this.progress.set(name, progress);
      this.options.onProgress?.(progress);
    };
    const first = rebuild.snapshot('rebuilding', null);
    report(first);
    const run = rebuild.run(report).finally(() => this.running.delete(name));
    this.running.set(name, run);
    return first;
  }

  /** The running or last rebuild of the projection since start; null if none. */
  progressOf(name: string): ProjectionRebuildProgress | null {
    return this.progress.get(name) ?? null;
  }

  isRunning(name: string): boolean {
    return this.running.has(name);
  }

  /** Resolves when the projection's running rebuild has switched over or failed. */
  async whenSettled(name: string): Promise<void> {
    await this.running.get(name);
  }

  /** Abandons running rebuilds (their generations are dropped) and waits for them. */
  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.running.values());
  }
}

class RebuildStopped extends Error {}

/** One rebuild: replays the log into the new generation, then switches inside the runner. */
class ProjectionRebuild {
  private readonly startedAt = new Date();
  private readonly view: GenerationalReadStore;
  private position: LogPosition | null = null;
  private events = 0;
  private lastReport = 0;

  constructor(
    private readonly projection: Projection,
    private readonly generation: number,
    private readonly store: GenerationalReadStore,
    private readonly options: OnlineRebuildsOptions,
    private readonly stopping: () => boolean,
  ) {
    this.view = store.beside(projection.collections, generation);
  }

  async run(report: (progress: ProjectionRebuildProgress) => void): Promise<void> {
    const { runner, logger } = this.options;
    const name = this.projection.name;
    let replacedDropped: Promise<void>;
    try {
      // Whatever an interrupted rebuild left in this generation is not from the log.
      for (const collection of this.projection.collections) {
        await this.view.collection(collection).drop();
      }
      await this.projection.setup?.(this.view);
      // Catch up outside the runner until a pass finds less than a page left to do.
      for (;;) {
        const before = this.events;
        await this.replayUntil(runner.rebuildTargetOf(name), report);
        if (this.events - before < this.pageSize) break;
      }
      report(this.snapshot('switching', null));
      const { dropped } = await runner.exclusive(async () => {
        await this.replayUntil(runner.rebuildTargetOf(name), report);
        const switched = await this.store.switchTo(this.projection.collections, this.generation);
        runner.resumeAfterRebuild(name, this.position);
        return switched;
      });
      replacedDropped = dropped;
    } catch (error) {
      const message =
        error instanceof RebuildStopped
          ? 'Stopped: the server shut down'
          : error instanceof Error
            ? error.message
            : String(error);
      logger.error(
        { projection: name, err: error },
        `Online rebuild of ${name} failed: ${message}`,
      );
      await this.dropGeneration();
      report(this.snapshot('failed', message));
      return;
    }
    logger.info(
      { projection: name, generation: this.generation, events: this.events },
      `Projection ${name} rebuilt online into generation ${this.generation} and switched over`,
    );
    report(this.snapshot('idle', null));
    // The replaced generation goes once the reads running on it end; the new one stays live.
    await replacedDropped.catch((error: unknown) =>
      logger.error(
        { projection: name, err: error },
        `Dropping the generation ${name} replaced failed; it is dropped at the next start`,
      ),
    );
  }

  private get pageSize(): number {
    return this.options.pageSize ?? 500;
  }

  /** Applies to the new generation every event after its position up to `target` included. */
  private async replayUntil(
    target: LogPosition | null,
    report: (progress: ProjectionRebuildProgress) => void,
  ): Promise<void> {
    while (target && (!this.position || comparePositions(this.position, target) < 0)) {
      if (this.stopping()) throw new RebuildStopped();
      const page = await this.options.eventStore.readAll({
        ...(this.position ? { after: this.position } : {}),
        maxCount: this.pageSize,
      });
      if (page.length === 0) return;
      for (const recorded of page) {
        if (comparePositions(recorded.position, target) > 0) return;
        if (this.projection.handles.has(recorded.type as ProjectedEvent['type'])) {
          await applyEvent(this.projection, decodeEvent(recorded) as ProjectedEvent, this.view);
        }
        this.position = recorded.position;
        this.events += 1;
      }
      const now = Date.now();
      if (now - this.lastReport >= (this.options.reportMs ?? 250)) {
        this.lastReport = now;
        report(this.snapshot('rebuilding', null, target));
      }
      await yieldToEventLoop();
    }
  }

  private async dropGeneration(): Promise<void> {
    for (const collection of this.projection.collections) {
      await this.view.collection(collection).drop();
    }
  }

  snapshot(
    state: ProjectionRebuildProgress['state'],
    error: string | null,
    target: LogPosition | null = this.options.runner.rebuildTargetOf(this.projection.name),
  ): ProjectionRebuildProgress {
    const elapsed = Math.max((Date.now() - this.startedAt.getTime()) / 1000, 0.001);
    const fraction =
      state === 'idle' || !target
        ? 1
        : this.position
          ? Math.min(Number(this.position.commit) / Math.max(Number(target.commit), 1), 1)
          : 0;
    return {
      projection: this.projection.name,
      state,
      generation: this.generation,
      events: this.events,
      events_per_second: this.events / elapsed,
      fraction,
      eta_seconds: fraction >= 1 ? 0 : fraction > 0 ? (elapsed / fraction) * (1 - fraction) : null,
      started_at: this.startedAt.toISOString(),
      finished_at: state === 'idle' || state === 'failed' ? new Date().toISOString() : null,
      error,
    };
  }
}
