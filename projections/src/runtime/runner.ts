import {
  comparePositions,
  formatPosition,
  type AllSubscription,
  type EventStore,
  type LogPosition,
  type ProjectionStatus,
  type ReadStore,
  type RecordedEvent,
} from '@morphic/contracts';
import { CheckpointStore } from './checkpoints';
import { decodeEvent } from './decode';
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
    this.subscription = this.options.eventStore.subscribeToAll(from ? { after: from } : {});
    this.flushTimer = setInterval(() => void this.flush(), this.options.checkpointFlushMs ?? 250);
    this.loop = this.consume(this.subscription, new ProgressMeter(from, this.headAtStart));
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
    if (this.flushTimer) clearInterval(this.flushTimer);
    this.flushTimer = null;
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

  private async consume(subscription: AllSubscription, meter: ProgressMeter): Promise<void> {
    let lastReport = 0;
    for await (const recorded of subscription) {
      const applied = await this.applyToAll(recorded);
      const reached = this.lowestPosition();
      if (reached) this.progress.advance(reached);
      if (applied) this.notifier.notify(applied);
      if (!this.caughtUp) {
        const progress = meter.record(recorded.position);
        const now = Date.now();
        if (now - lastReport >= (this.options.catchUpReportMs ?? 1000)) {
          lastReport = now;
          this.options.onCatchUp?.(progress);
        }
        this.markCaughtUpIfAt(recorded.position);
        if (this.caughtUp) this.options.onCatchUp?.(meter.snapshot(recorded.position));
      }
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
