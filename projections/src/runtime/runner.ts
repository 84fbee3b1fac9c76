import {
  comparePositions,
  formatPosition,
  type EventStore,
  type LogPosition,
  type ReadStore,
  type RecordedEvent,
  type WriteBatch,
} from '@morphic/stores';
import type { ProjectionStatus } from '@morphic/contracts';
import { type Checkpoint, CheckpointStore } from './checkpoints';
import { decodeEvent } from '@morphic/contracts/server';
import type { RuntimeLogger } from './logger';
import { LogConsumer } from './log-consumer';
import { ProjectionProgress } from './log-progress';
import { applyEvent, type ProjectedEvent, type Projection } from './projection';
import { ProgressMeter, type CatchUpProgress } from './progress-meter';

export interface RunnerOptions {
  readonly eventStore: EventStore;
  readonly readStore: ReadStore;
  readonly projections: readonly Projection[];
  readonly logger: RuntimeLogger;
  readonly progress?: ProjectionProgress;
  /**
   * How often the checkpoints of projections that only skipped events are written; a projection
   * that applied an event writes its checkpoint with the batch that holds the event.
   */
  readonly checkpointFlushMs?: number;
  /** The most events one batch of read-model writes holds. Default 1000. */
  readonly maxBatchEvents?: number;
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
  error: string | null;
  dirty: boolean;
}

/** The events applied since the last commit, whose read-model writes reach the store together. */
interface OpenBatch {
  readonly writes: WriteBatch;
  readonly applied: Set<Slot>;
  events: number;
}

export const checkpointName = (projection: Projection): string =>
  `${projection.name}@v${projection.version}`;

/** Whether a checkpoint name is one of the projection's, of any version. */
const isCheckpointOf = (projection: Projection, name: string): boolean =>
  name.startsWith(`${projection.name}@v`) && /^\d+$/.test(name.slice(projection.name.length + 2));

/**
 * Feeds every projection from one log consumer, starting at the lowest checkpoint. Each
 * projection skips what it has already applied, so a projection whose version changed
 * rebuilds from the start while the others go on. A projection that throws stops at that
 * event (logged with its position), its writes for the event undone, and resumes from its
 * checkpoint after a restart, or from where an online rebuild of it got to, while the others go
 * on. Events are applied in batches: the read-model writes of a batch and the checkpoints of
 * the projections that wrote are committed together (on SQLite, one transaction), so a crash
 * never leaves a batch half applied; readers are told the read models moved only after the commit.
 */
export class ProjectionRunner {
  readonly progress: ProjectionProgress;
  private readonly checkpoints: CheckpointStore;
  private readonly consumer: LogConsumer;
  private slots: Slot[] = [];
  private flushTimer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();
  private meter: ProgressMeter | null = null;
  private startedFrom: LogPosition | null = null;
  private lastReport = 0;
  /** The last event read from the log, applied or skipped. */
  private lastHandled: LogPosition | null = null;
  /** Event applications and exclusive sections run one after another on this chain. */
  private turn: Promise<unknown> = Promise.resolve();
  private batch: OpenBatch | null = null;
  private commitScheduled = false;
  /** Set when a commit failed: no checkpoint may be written past what the store holds. */
  private storeFailed = false;

  constructor(private readonly options: RunnerOptions) {
    this.progress = options.progress ?? new ProjectionProgress();
    this.checkpoints = new CheckpointStore(options.readStore);
    this.consumer = new LogConsumer({
      name: 'projections',
      eventStore: options.eventStore,
      logger: options.logger,
      handle: (recorded) => this.inTurn(() => this.apply(recorded)),
      ...(options.resubscribeDelayMs === undefined
        ? {}
        : { resubscribeDelayMs: options.resubscribeDelayMs }),
    });
  }

  async start(): Promise<void> {
    const head = await this.options.eventStore.headPosition();
    this.slots = await Promise.all(this.options.projections.map((p) => this.prepare(p, head)));
    const from = this.lowestPosition();
    if (from) this.progress.advance(from);
    this.flushTimer = setInterval(() => void this.flush(), this.options.checkpointFlushMs ?? 250);
    this.startedFrom = from;
    await this.consumer.start(from);
  }

  /**
   * Resolves once every projection has passed the head of the log as it was at start, and the
   * read models hold what they applied.
   */
  async whenCaughtUp(): Promise<void> {
    await this.consumer.whenCaughtUp();
    await this.exclusive(() => Promise.resolve());
  }

  get headAtStartPosition(): LogPosition | null {
    return this.consumer.headAtStartPosition;
  }

  status(): ProjectionStatus[] {
    const { state } = this.consumer.status();
    return this.slots.map((slot) => ({
      name: slot.projection.name,
      version: slot.projection.version,
      position: slot.position ? formatPosition(slot.position) : null,
      state: slot.error ? 'failed' : state,
      error: slot.error,
    }));
  }

  /**
   * Runs `section` between two events, after the events applied so far are committed: no
   * projection applies anything until it settles. An online rebuild switches a projection's
   * generation inside one.
   */
  exclusive<T>(section: () => Promise<T>): Promise<T> {
    return this.inTurn(async () => {
      await this.commitBatch();
      return section();
    });
  }

  private inTurn<T>(section: () => Promise<T>): Promise<T> {
    const run = this.turn.then(section);
    this.turn = run.catch(() => undefined);
    return run;
  }

  /**
   * How far a rebuild of the named projection must replay the log to take its place: where the
   * projection has got to (null before its first event) or, once an error stopped it, the last
   * event read from the log, since it skipped those after the error.
   */
  rebuildTargetOf(name: string): LogPosition | null {
    const slot = this.slotOf(name);
    return slot.error ? this.lastHandled : slot.position;
  }

  /**
   * Called inside an exclusive section once a rebuilt generation of the named projection is live,
   * built up to `position`: the projection goes on from there, the error that stopped it cleared.
   */
  resumeAfterRebuild(name: string, position: LogPosition | null): void {
    const slot = this.slotOf(name);
    slot.error = null;
    if (!position) return;
    slot.position = position;
    slot.dirty = true;
    const reached = this.lowestPosition();
    if (reached) this.progress.advance(reached);
  }

  private slotOf(name: string): Slot {
    const slot = this.slots.find((candidate) => candidate.projection.name === name);
    if (!slot) throw new Error(`No projection named ${name}`);
    return slot;
  }

  /** Stops after the event being applied, commits and saves the checkpoints. */
  async stop(): Promise<void> {
    if (this.flushTimer) clearInterval(this.flushTimer);
    this.flushTimer = null;
    await this.consumer.stop();
    await this.flush();
  }

  private async prepare(projection: Projection, head: LogPosition | null): Promise<Slot> {
    const name = checkpointName(projection);
    const checkpoint = await this.validCheckpoint(name, head);
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
      error: null,
      dirty: false,
    };
  }

  /**
   * The projection's checkpoint, unless it lies past the head of the log: then the read models
   * were built from another log (the log was deleted or replaced under kept read models), and
   * resuming would skip the new log's events up to that position.
   */
  private async validCheckpoint(
    name: string,
    head: LogPosition | null,
  ): Promise<Checkpoint | null> {
    const checkpoint = await this.checkpoints.load(name);
    const position = checkpoint?.position;
    if (!position || (head && comparePositions(position, head) <= 0)) return checkpoint;
    this.options.logger.warn(
      {
        projection: name,
        checkpoint: formatPosition(position),
        head: head && formatPosition(head),
      },
      `Projection ${name} was checkpointed past the head of the log: its read models come from another log, so it builds again`,
    );
    await this.checkpoints.remove(name);
    return null;
  }

  private lowestPosition(): LogPosition | null {
    let lowest: LogPosition | null = null;
    for (const slot of this.slots) {
      if (!slot.position) return null;
      if (!lowest || comparePositions(slot.position, lowest) < 0) lowest = slot.position;
    }
    return lowest;
  }

  /** Applies the event, in the open batch, to every projection that has not applied it yet. */
  private async apply(recorded: RecordedEvent): Promise<void> {
    this.lastHandled = recorded.position;
    const batch = (this.batch ??= {
      writes: await this.options.readStore.beginBatch(),
      applied: new Set(),
      events: 0,
    });
    let event: ProjectedEvent | null = null;
    for (const slot of this.slots) {
      if (slot.error) continue;
      if (slot.position && comparePositions(recorded.position, slot.position) <= 0) continue;
      if (slot.projection.handles.has(recorded.type as ProjectedEvent['type'])) {
        try {
          event ??= decodeEvent(recorded) as ProjectedEvent;
          const decoded = event;
          await batch.writes.run((store) => applyEvent(slot.projection, decoded, store));
        } catch (error) {
          this.fail(slot, recorded, error);
          continue;
        }
        batch.applied.add(slot);
      }
      slot.position = recorded.position;
      slot.dirty = true;
    }
    batch.events += 1;
    if (batch.events >= (this.options.maxBatchEvents ?? 1000)) await this.commitBatch();
    else this.scheduleCommit();
    if (!this.consumer.caughtUp) this.report(recorded.position);
  }

  /** Commits once the events at hand are applied: when the loop next turns to other work. */
  private scheduleCommit(): void {
    if (this.commitScheduled) return;
    this.commitScheduled = true;
    setImmediate(() => {
      this.commitScheduled = false;
      void this.inTurn(() => this.commitBatch());
    });
  }

  /**
   * Writes the checkpoints of the projections that applied events in the open batch, inside it,
   * commits it, and then tells readers (read-your-writes, pushes) how far the read models got.
   */
  private async commitBatch(): Promise<void> {
    const batch = this.batch;
    if (!batch) return;
    this.batch = null;
    try {
      if (batch.applied.size > 0) {
        await batch.writes.run((store) =>
          this.writeCheckpoints([...batch.applied], new CheckpointStore(store)),
        );
      }
      await batch.writes.commit();
    } catch (error) {
      this.failEverything(error);
      return;
    }
    const reached = this.lowestPosition();
    if (reached) this.progress.advance(reached);
  }

  private report(position: LogPosition): void {
    const head = this.consumer.headAtStartPosition;
    this.meter ??= new ProgressMeter(this.startedFrom, head);
    const progress = this.meter.record(position);
    const last = !head || comparePositions(position, head) >= 0;
    const now = Date.now();
    if (last || now - this.lastReport >= (this.options.catchUpReportMs ?? 1000)) {
      this.lastReport = now;
      this.options.onCatchUp?.(progress);
    }
  }

  /**
   * A batch that could not be committed (the disk is full, the file is gone) is lost: every
   * projection stops where it is, and a restart resumes each from the checkpoint the store holds.
   */
  private failEverything(error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    this.storeFailed = true;
    for (const slot of this.slots) slot.error ??= `Saving the read models failed: ${message}`;
    this.options.logger.error(
      { err: error },
      `Saving the read models failed: ${message}. Every projection stopped; a restart resumes them from their checkpoints.`,
    );
  }

  private fail(slot: Slot, recorded: RecordedEvent, error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
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

  /**
   * Writes the checkpoints still unwritten, between two events after a commit, so every position
   * written is one the store holds the read models of. Chained so an older position can never
   * land after a newer one.
   */
  private flush(): Promise<void> {
    this.flushing = this.flushing
      .then(() => this.exclusive(() => this.writeCheckpoints(this.slots, this.checkpoints)))
      .catch((error: unknown) => {
        this.options.logger.error({ err: error }, 'Saving projection checkpoints failed; retrying');
        for (const slot of this.slots) slot.dirty = true;
      });
    return this.flushing;
  }

  private async writeCheckpoints(
    slots: readonly Slot[],
    checkpoints: CheckpointStore,
  ): Promise<void> {
    if (this.storeFailed) return;
    for (const slot of slots) {
      if (!slot.dirty) continue;
      slot.dirty = false;
      await checkpoints.save(slot.checkpointName, {
        version: slot.projection.version,
        position: slot.position,
      });
    }
  }
}
