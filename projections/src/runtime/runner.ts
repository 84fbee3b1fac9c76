import {
  comparePositions,
  formatPosition,
  type AllSubscription,
  type EventStore,
  type LogPosition,
  type ReadStore,
  type RecordedEvent,
} from '@morphic/stores';
import type { ProjectionStatus } from '@morphic/contracts';
import { CheckpointStore } from './checkpoints';
import { decodeEvent } from '@morphic/contracts/server';
import type { RuntimeLogger } from './logger';
import { ProjectionNotifier, ProjectionProgress, type AppliedEvent } from './notifier';
import { applyEvent, type ProjectedEvent, type Projection } from './projection';
import { ProgressMeter, type CatchUpProgress } from './progress-meter';

export interface RunnerOptions {
  readonly eventStore: EventStore;
  readonly readStore: ReadStore;
  readonly projections: readonly Projection[];
  readonly logger: RuntimeLogger;
  readonly progress?: ProjectionProgress;
  readonly notifier?: ProjectionNotifier;
  /** How often changed checkpoints are written; the read models themselves are written at once. */
  readonly checkpointFlushMs?: number;
  /** Called at most every `catchUpReportMs` while replaying towards the head seen at start. */
  readonly onCatchUp?: (progress: CatchUpProgress) => void;
  readonly catchUpReportMs?: number;
  /** How long to wait before resubscribing after the $all subscription failed or ended. Default 1000. */
  readonly resubscribeDelayMs?: number;
}

interface Slot {
  readonly projection: Projection;
  readonly checkpointName: string;
  position: LogPosition | null;
  state: ProjectionStatus['state'];
  error: string | null;
  dirty: boolean;
}

export const checkpointName = (projection: Projection): string =>
  `${projection.name}@v${projection.version}`;

/** Whether a checkpoint name is one of the projection's, of any version. */
const isCheckpointOf = (projection: Projection, name: string): boolean =>
  name.startsWith(`${projection.name}@v`) && /^\d+$/.test(name.slice(projection.name.length + 2));

/**
 * Feeds every projection from one $all subscription, starting at the lowest checkpoint.
 * Each projection skips what it has already applied, so a projection whose version changed
 * rebuilds from the start while the others go on. A projection that throws stops at that
 * event (logged with its position) and resumes from its checkpoint after a restart.
 */
export class ProjectionRunner {
  readonly progress: ProjectionProgress;
  readonly notifier: ProjectionNotifier;
  private readonly checkpoints: CheckpointStore;
  private slots: Slot[] = [];
  private subscription: AllSubscription | null = null;
  private loop: Promise<void> | null = null;
  private flushTimer: NodeJS.Timeout | null = null;
  private headAtStart: LogPosition | null = null;
  private caughtUpWaiters: (() => void)[] = [];
  private caughtUp = false;
  private flushing: Promise<void> = Promise.resolve();
  private stopping = false;
  private wakeFromPause: (() => void) | null = null;

  constructor(private readonly options: RunnerOptions) {
    this.progress = options.progress ?? new ProjectionProgress();
    this.notifier = options.notifier ?? new ProjectionNotifier();
    this.checkpoints = new CheckpointStore(options.readStore);
  }

  async start(): Promise<void> {
    this.slots = await Promise.all(this.options.projections.map((p) => this.prepare(p)));
    this.headAtStart = await this.options.eventStore.headPosition();
    const from = this.lowestPosition();
    if (from) this.progress.advance(from);
    this.markCaughtUpIfAt(from);
    this.flushTimer = setInterval(() => void this.flush(), this.options.checkpointFlushMs ?? 250);
    this.loop = this.run(new ProgressMeter(from, this.headAtStart));
  }

  /** Resolves once every projection has passed the head of the log as it was at start. */
  whenCaughtUp(): Promise<void> {
    if (this.caughtUp) return Promise.resolve();
    return new Promise((resolve) => this.caughtUpWaiters.push(resolve));
  }

  get headAtStartPosition(): LogPosition | null {
    return this.headAtStart;
  }

  status(): ProjectionStatus[] {
    return this.slots.map((slot) => ({
      name: slot.projection.name,
      version: slot.projection.version,
      position: slot.position ? formatPosition(slot.position) : null,
      state: slot.state,
      error: slot.error,
    }));
  }

  /** Stops after the event being applied and saves the checkpoints. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.flushTimer) clearInterval(this.flushTimer);
    this.flushTimer = null;
    this.wakeFromPause?.();
    await this.subscription?.close();
    await this.loop;
    for (const slot of this.slots) if (slot.state !== 'failed') slot.state = 'stopped';
    await this.flush();
  }

  private async prepare(projection: Projection): Promise<Slot> {
    const name = checkpointName(projection);
    const checkpoint = await this.checkpoints.load(name);
    if (!checkpoint) {
      // No checkpoint: whatever the collections hold is from an older version or an interrupted build.
      for (const collection of projection.collections) {
        await this.options.readStore.collection(collection).drop();
      }
      // The other versions' checkpoints no longer describe these collections: were one kept, going
      // back to that version (a rollback) would resume on top of this version's documents.
      for (const other of (await this.checkpoints.all()).keys()) {
        if (other === name || !isCheckpointOf(projection, other)) continue;
        await this.checkpoints.remove(other);
      }
      this.options.logger.info({ projection: name }, 'Projection builds from the start of the log');
    }
    await projection.setup?.(this.options.readStore);
    return {
      projection,
      checkpointName: name,
      position: checkpoint?.position ?? null,
      state: 'catching_up',
      error: null,
      dirty: false,
    };
  }

  private lowestPosition(): LogPosition | null {
    let lowest: LogPosition | null = null;
    for (const slot of this.slots) {
      if (!slot.position) return null;
      if (!lowest || comparePositions(slot.position, lowest) < 0) lowest = slot.position;
    }
    return lowest;
  }

  /**
   * Follows the log until stopped. Should the subscription fail or end by itself (a dropped
   * connection), it is logged and opened again after the lowest position applied, so the read
   * models never stall silently and the process does not die of an unhandled rejection.
   */
  private async run(meter: ProgressMeter): Promise<void> {
    const report = { last: 0 };
    while (!this.stopping) {
      const after = this.lowestPosition();
      const subscription = this.options.eventStore.subscribeToAll(after ? { after } : {});
      this.subscription = subscription;
      let cause = 'ended by itself';
      let failure: unknown = undefined;
      try {
        await this.consume(subscription, meter, report);
      } catch (error) {
        failure = error;
        cause = `failed: ${error instanceof Error ? error.message : String(error)}`;
      }
      if (this.stopping) return;
      const resumeAfter = this.lowestPosition();
      this.options.logger.error(
        { err: failure, position: resumeAfter ? formatPosition(resumeAfter) : null },
        `The $all subscription ${cause}; resubscribing after the last applied position`,
      );
      await subscription.close().catch(() => undefined);
      await this.pause(this.options.resubscribeDelayMs ?? 1000);
    }
  }

  /** Waits, unless stop() is called before or meanwhile. */
  private pause(ms: number): Promise<void> {
    if (this.stopping) return Promise.resolve();
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.wakeFromPause = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeFromPause = done;
    });
  }

  private async consume(
    subscription: AllSubscription,
    meter: ProgressMeter,
    report: { last: number },
  ): Promise<void> {
    for await (const recorded of subscription) {
      const applied = await this.applyToAll(recorded);
      const reached = this.lowestPosition();
      if (reached) this.progress.advance(reached);
      // Events replayed to rebuild the read models at start were pushed long ago.
      if (applied && this.caughtUp) this.notify(applied);
      if (!this.caughtUp) {
        const progress = meter.record(recorded.position);
        const now = Date.now();
        if (now - report.last >= (this.options.catchUpReportMs ?? 1000)) {
          report.last = now;
          this.options.onCatchUp?.(progress);
        }
        this.markCaughtUpIfAt(recorded.position);
        if (this.caughtUp) this.options.onCatchUp?.(meter.snapshot(recorded.position));
      }
    }
  }

  /** A listener that throws (a push relay bug) must not stop the projections. */
  private notify(applied: AppliedEvent): void {
    try {
      this.notifier.notify(applied);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.options.logger.error(
        {
          eventId: applied.recorded.id,
          eventType: applied.recorded.type,
          position: formatPosition(applied.recorded.position),
          err: error,
        },
        `A listener of applied events failed on event ${applied.recorded.id} (${applied.recorded.type}): ${message}`,
      );
    }
  }

  /** Returns what was applied, for the notifier, or null when no projection handles the event. */
  private async applyToAll(recorded: RecordedEvent): Promise<AppliedEvent | null> {
    let event: ProjectedEvent | null = null;
    const appliedBy: Projection[] = [];
    for (const slot of this.slots) {
      if (slot.state === 'failed') continue;
      if (slot.position && comparePositions(recorded.position, slot.position) <= 0) continue;
      if (slot.projection.handles.has(recorded.type as ProjectedEvent['type'])) {
        try {
          event ??= decodeEvent(recorded);
          await applyEvent(slot.projection, event, this.options.readStore);
          appliedBy.push(slot.projection);
        } catch (error) {
          this.fail(slot, recorded, error);
          continue;
        }
      }
      slot.position = recorded.position;
      slot.dirty = true;
    }
    return event && appliedBy.length > 0 ? { recorded, event, appliedBy } : null;
  }

  private fail(slot: Slot, recorded: RecordedEvent, error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    slot.state = 'failed';
    slot.error = `Stopped at event ${recorded.id} (${recorded.type}) at position ${formatPosition(recorded.position)}: ${message}`;
    this.options.logger.error(
      {
        projection: slot.checkpointName,
        eventId: recorded.id,
        eventType: recorded.type,
        streamId: recorded.streamId,
        position: formatPosition(recorded.position),
        err: error,
      },
      `Projection ${slot.checkpointName} stopped at event ${recorded.id} (${recorded.type}, stream ${recorded.streamId}) at position ${formatPosition(recorded.position)}: ${message}. It resumes from its checkpoint after a restart.`,
    );
  }

  private markCaughtUpIfAt(position: LogPosition | null): void {
    if (this.caughtUp) return;
    const head = this.headAtStart;
    const done = !head || (position !== null && comparePositions(position, head) >= 0);
    if (!done) return;
    this.caughtUp = true;
    for (const slot of this.slots) if (slot.state === 'catching_up') slot.state = 'live';
    for (const resolve of this.caughtUpWaiters) resolve();
    this.caughtUpWaiters = [];
  }

  /** Checkpoint writes are chained so an older position can never land after a newer one. */
  private flush(): Promise<void> {
    this.flushing = this.flushing
      .then(() => this.writeCheckpoints())
      .catch((error: unknown) => {
        this.options.logger.error({ err: error }, 'Saving projection checkpoints failed; retrying');
        for (const slot of this.slots) slot.dirty = true;
      });
    return this.flushing;
  }

  private async writeCheckpoints(): Promise<void> {
    for (const slot of this.slots) {
      if (!slot.dirty) continue;
      slot.dirty = false;
      await this.checkpoints.save(slot.checkpointName, {
        version: slot.projection.version,
        position: slot.position,
      });
    }
  }
}
