import type { ProjectionStatus } from '@morphic/contracts';
import {
  CheckpointStore,
  checkpointName,
  type ProjectionProgress,
  type Projection,
} from '@morphic/projections';
import {
  comparePositions,
  formatPosition,
  type LogPosition,
  type ReadStore,
} from '@morphic/stores';

/**
 * Used when projections run in a separate worker (PROJECTIONS_MODE=worker): follows the
 * worker's saved checkpoints and advances the read models' progress, which read-your-writes,
 * the push relay and the reactors of this process wait on. It reads no events itself.
 */
export class CheckpointFollower {
  private timer: NodeJS.Timeout | null = null;
  private statuses: ProjectionStatus[] = [];
  private polling: Promise<void> = Promise.resolve();

  constructor(
    private readonly readStore: ReadStore,
    private readonly projections: readonly Projection[],
    private readonly progress: ProjectionProgress,
    private readonly intervalMs = 100,
  ) {}

  async start(): Promise<void> {
    await this.poll();
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
    if (reached) this.progress.advance(reached);
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
