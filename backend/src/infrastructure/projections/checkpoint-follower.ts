import {
  comparePositions,
  formatPosition,
  type EventStore,
  type LogPosition,
  type ReadStore,
} from '@morphic/stores';
import { type EventType, decodeEvent } from '@morphic/contracts/server';
import type { ProjectionStatus } from '@morphic/contracts';
import {
  CheckpointStore,
  checkpointName,
  type ProjectionNotifier,
  type ProjectionProgress,
  type Projection,
} from '@morphic/projections';

/**
 * Used when projections run in a separate worker (PROJECTIONS_MODE=worker): follows the
 * worker's saved checkpoints, advances the read-your-writes progress, and replays the events
 * the worker has applied to the notifier so this process can push them to its sockets.
 */
export class CheckpointFollower {
  private timer: NodeJS.Timeout | null = null;
  private position: LogPosition | null = null;
  private statuses: ProjectionStatus[] = [];
  private polling: Promise<void> = Promise.resolve();

  constructor(
    private readonly eventStore: EventStore,
    private readonly readStore: ReadStore,
    private readonly projections: readonly Projection[],
    private readonly progress: ProjectionProgress,
    private readonly notifier: ProjectionNotifier,
    private readonly intervalMs = 100,
  ) {}

  async start(): Promise<void> {
    // Pushes start from now: events applied before this process started are not replayed.
    this.position = await this.lowestCheckpoint();
    if (this.position) this.progress.advance(this.position);
    this.timer = setInterval(() => {
      this.polling = this.polling.then(() => this.poll()).catch(() => undefined);
    }, this.intervalMs);
  }

  status(): ProjectionStatus[] {
    return this.statuses;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.polling;
  }

  private async poll(): Promise<void> {
    const reached = await this.lowestCheckpoint();
    if (!reached || (this.position && comparePositions(reached, this.position) <= 0)) return;
    let after = this.position;
    for (;;) {
      const batch = await this.eventStore.readAll({ ...(after ? { after } : {}), maxCount: 500 });
      const applied = batch.filter((event) => comparePositions(event.position, reached) <= 0);
      for (const recorded of applied) {
        const appliedBy = this.projections.filter((p) => p.handles.has(recorded.type as EventType));
        if (appliedBy.length > 0) {
          this.notifier.notify({ recorded, event: decodeEvent(recorded), appliedBy });
        }
        after = recorded.position;
      }
      if (applied.length < batch.length || batch.length === 0) break;
    }
    this.position = reached;
    this.progress.advance(reached);
  }

  private async lowestCheckpoint(): Promise<LogPosition | null> {
    const saved = await new CheckpointStore(this.readStore).all();
    let lowest: LogPosition | null = null;
    this.statuses = this.projections.map((projection) => {
      const checkpoint = saved.get(checkpointName(projection));
      const position = checkpoint?.position ?? null;
      if (position && (!lowest || comparePositions(position, lowest) < 0)) lowest = position;
      return {
        name: projection.name,
        version: projection.version,
        position: position ? formatPosition(position) : null,
        state: position ? 'live' : 'catching_up',
        error: null,
      };
    });
    return this.statuses.every((status) => status.position !== null) ? lowest : null;
  }
}
