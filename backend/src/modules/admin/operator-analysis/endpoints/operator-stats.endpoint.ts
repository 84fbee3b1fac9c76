import { OPERATOR_ANALYSIS_ENDPOINTS } from '@morphic/contracts';
import { QueryBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { GetOperatorStats } from '../queries/get-operator-stats.handler';

const { operatorStats } = OPERATOR_ANALYSIS_ENDPOINTS;

/** An operator's figures for the analysis screen. */
@HandlesEndpoint(operatorStats)
export class OperatorStats {
  constructor(private readonly queries: QueryBus) {}

  handle({
    params: { id: operatorId },
  }: EndpointRequest<typeof operatorStats>): Promise<Reply<typeof operatorStats>> {
    return this.queries.execute(new GetOperatorStats(operatorId));
  }
}
