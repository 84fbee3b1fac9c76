import { PLATFORM_FIGURES_ENDPOINTS } from '@morphic/contracts';
import { QueryBus } from '@nestjs/cqrs';
import { HandlesEndpoint } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { GetClusterFigures } from '../queries/get-cluster-figures.handler';

const { clusterFigures } = PLATFORM_FIGURES_ENDPOINTS;

/** The cluster tab: missions per domain tag and operators per skill. */
@HandlesEndpoint(clusterFigures)
export class ClusterFigures {
  constructor(private readonly queries: QueryBus) {}

  handle(): Promise<Reply<typeof clusterFigures>> {
    return this.queries.execute(new GetClusterFigures());
  }
}
