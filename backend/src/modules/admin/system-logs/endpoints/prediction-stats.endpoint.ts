import { SYSTEM_LOGS_ENDPOINTS } from '@morphic/contracts';
import { QueryBus } from '@nestjs/cqrs';
import { HandlesEndpoint } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { GetPredictionStats } from '../queries/get-prediction-stats.handler';

const { predictionStats } = SYSTEM_LOGS_ENDPOINTS;

/** Predictions recorded at assignment time against their outcomes. */
@HandlesEndpoint(predictionStats)
export class PredictionStats {
  constructor(private readonly queries: QueryBus) {}

  handle(): Promise<Reply<typeof predictionStats>> {
    return this.queries.execute(new GetPredictionStats());
  }
}
