import { GenerationalReadStore, type EventStore, type ReadStore } from '@morphic/stores';
import type { ProjectionRebuildProgress, ProjectionStatus } from '@morphic/contracts';
import {
  OnlineRebuilds,
  ProjectionProgress,
  ProjectionRunner,
  formatProgress,
  type Projection,
} from '@morphic/projections';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG, EVENT_STORE, READ_STORE } from '../tokens';
import { CheckpointFollower } from './checkpoint-follower';
import { runtimeLogger } from './runtime-logger';

export const PROJECTIONS = Symbol('PROJECTIONS');

/**
 * Runs the projections inside this process (the default), or follows a separate worker's
 * checkpoints (PROJECTIONS_MODE=worker). Owns the stores' shutdown: projections stop and
 * save their checkpoints first, then the stores close.
 */
@Injectable()
export class ProjectionsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Projections');
  private runner: ProjectionRunner | null = null;
  private follower: CheckpointFollower | null = null;
  private rebuilds: OnlineRebuilds | null = null;
  private readonly rebuildListeners = new Set<(progress: ProjectionRebuildProgress) => void>();

  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PROJECTIONS) private readonly projections: readonly Projection[],
    private readonly progress: ProjectionProgress,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.projectionsMode === 'worker') {
      this.follower = new CheckpointFollower(this.readStore, this.projections, this.progress);
      await this.follower.start();
      return;
    }
    this.runner = new ProjectionRunner({
      eventStore: this.eventStore,
      readStore: this.readStore,
      projections: this.projections,
      logger: runtimeLogger('Projections'),
      progress: this.progress,
      maxBatchEvents: this.config.projectionBatchEvents,
      onCatchUp: (progress) =>
        this.logger.log(`Read models catching up: ${formatProgress(progress)}`),
    });
    this.rebuilds = new OnlineRebuilds({
      eventStore: this.eventStore,
      readStore: this.readStore,
      runner: this.runner,
      projections: this.projections,
      logger: runtimeLogger('Projections'),
      onProgress: (progress) => {
        for (const listener of this.rebuildListeners) listener(progress);
      },
    });
    await this.runner.start();
  }

  /**
   * The online rebuilds of single projections, when the projections run in this process (a
   * worker's projections are rebuilt by the worker's own commands); null otherwise.
   */
  get onlineRebuilds(): OnlineRebuilds | null {
    return this.rebuilds;
  }

  /** Called with every progress of every online rebuild. */
  onRebuildProgress(listener: (progress: ProjectionRebuildProgress) => void): void {
    this.rebuildListeners.add(listener);
  }

  /** The generation of a collection queries read now (0 without generations). */
  generationOf(collection: string): number {
    return this.readStore instanceof GenerationalReadStore
      ? this.readStore.generationOf(collection)
      : 0;
  }

  /** Resolves once the read models hold everything the log held at start. */
  whenCaughtUp(): Promise<void> {
    return this.runner?.whenCaughtUp() ?? Promise.resolve();
  }

  status(): ProjectionStatus[] {
    return this.runner?.status() ?? this.follower?.status() ?? [];
  }

  async onApplicationShutdown(): Promise<void> {
    await this.rebuilds?.stop();
    await this.runner?.stop();
    await this.follower?.stop();
    await this.eventStore.close();
    await this.readStore.close();
  }
}
