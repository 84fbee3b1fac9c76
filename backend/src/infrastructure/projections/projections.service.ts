import type { EventStore, ReadStore } from '@morphic/stores';
import type { ProjectionStatus } from '@morphic/contracts';
import {
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
      onCatchUp: (progress) =>
        this.logger.log(`Read models catching up: ${formatProgress(progress)}`),
    });
    await this.runner.start();
  }

  /** Resolves once the read models hold everything the log held at start. */
  whenCaughtUp(): Promise<void> {
    return this.runner?.whenCaughtUp() ?? Promise.resolve();
  }

  status(): ProjectionStatus[] {
    return this.runner?.status() ?? this.follower?.status() ?? [];
  }

  async onApplicationShutdown(): Promise<void> {
    await this.runner?.stop();
    await this.follower?.stop();
    await this.eventStore.close();
    await this.readStore.close();
  }
}
