import {
  PROJECTIONS_ENDPOINTS,
  SYSTEM_HEALTH_TEXTS,
  type ProjectionsOverviewResponse,
} from '@morphic/contracts';
import { RebuildRunningError, UnknownProjectionError, type Projection } from '@morphic/projections';
import { formatPosition, parsePosition, type EventStore } from '@morphic/stores';
import { ConflictException, Controller, Inject, NotFoundException } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PathParam } from '#infrastructure/http/endpoint-input';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { Endpoint } from '#infrastructure/http/endpoint.decorator';
import { PROJECTIONS, ProjectionsService } from '#infrastructure/projections/projections.service';
import { ReactorRuntime } from '#infrastructure/reactors/reactor-runtime';
import { EVENT_STORE } from '#infrastructure/tokens';
import { lagBehind, reactorStatusAt } from '../../platform/log-lag';

const { listProjections, rebuildProjection } = PROJECTIONS_ENDPOINTS;

/** The System console's system-health tab: the read models' health and their online rebuild. */
@ApiTags('admin')
@Controller()
export class ReadModelsController {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(PROJECTIONS) private readonly definitions: readonly Projection[],
    private readonly projections: ProjectionsService,
    private readonly reactors: ReactorRuntime,
  ) {}

  @Endpoint(listProjections)
  async list(): Promise<Reply<typeof listProjections>> {
    const head = await this.eventStore.headPosition();
    const rebuilds = this.projections.onlineRebuilds;
    const statuses = new Map(this.projections.status().map((status) => [status.name, status]));
    const projections: ProjectionsOverviewResponse['projections'] = this.definitions.map(
      (projection) => {
        const status = statuses.get(projection.name) ?? {
          name: projection.name,
          version: projection.version,
          position: null,
          state: 'catching_up' as const,
          error: null,
        };
        return {
          ...status,
          lag: lagBehind(head, status.position ? parsePosition(status.position) : null),
          generation: Math.max(
            ...projection.collections.map((name) => this.projections.generationOf(name)),
          ),
          collections: [...projection.collections],
          rebuild: rebuilds?.progressOf(projection.name) ?? null,
        };
      },
    );
    return {
      event_store: { head: head ? formatPosition(head) : null },
      mode: rebuilds ? 'in_process' : 'worker',
      projections,
      reactors: this.reactors.status().map((reactor) => reactorStatusAt(head, reactor)),
    };
  }

  /** Answers at once (202) with the first progress; the rest arrives as `projection.rebuild` pushes. */
  @Endpoint(rebuildProjection)
  rebuild(@PathParam('name') name: string): Reply<typeof rebuildProjection> {
    const rebuilds = this.projections.onlineRebuilds;
    if (!rebuilds) throw new ConflictException(SYSTEM_HEALTH_TEXTS.rebuildInWorker);
    try {
      return rebuilds.start(name);
    } catch (error) {
      if (error instanceof UnknownProjectionError) {
        throw new NotFoundException(SYSTEM_HEALTH_TEXTS.unknownProjection(name));
      }
      if (error instanceof RebuildRunningError) {
        throw new ConflictException(SYSTEM_HEALTH_TEXTS.rebuildRunning(name));
      }
      throw error;
    }
  }
}
