import { PROJECTIONS_ENDPOINTS, type ProjectionsOverviewResponse } from '@morphic/contracts';
import type { Projection } from '@morphic/projections';
import { formatPosition, parsePosition, type EventStore } from '@morphic/stores';
import { Inject } from '@nestjs/common';
import { HandlesEndpoint } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { PROJECTIONS, ProjectionsService } from '#infrastructure/projections/projections.service';
import { ReactorRuntime } from '#infrastructure/reactors/reactor-runtime';
import { EVENT_STORE } from '#infrastructure/tokens';
import { lagBehind, reactorStatusAt } from '../../../platform/log-lag';

const { listProjections } = PROJECTIONS_ENDPOINTS;

/** The system-health tab: each read model's state, lag, generation and rebuild, and the reactors. */
@HandlesEndpoint(listProjections)
export class ListProjections {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(PROJECTIONS) private readonly definitions: readonly Projection[],
    private readonly projections: ProjectionsService,
    private readonly reactors: ReactorRuntime,
  ) {}

  async handle(): Promise<Reply<typeof listProjections>> {
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
}
