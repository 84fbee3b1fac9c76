import { MISSIONS_ENDPOINTS } from '@morphic/contracts';
import { QueryBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { MarketplaceAccess } from '../marketplace-access';
import { GetRecommendations } from '../queries/get-recommendations.handler';

const { recommendations } = MISSIONS_ENDPOINTS;

/** The marketplace missions ranked for the caller (company reps read them too). */
@HandlesEndpoint(recommendations)
export class MarketplaceRecommendations {
  constructor(
    private readonly queries: QueryBus,
    private readonly access: MarketplaceAccess,
  ) {}

  async handle({
    query,
    caller,
  }: EndpointRequest<typeof recommendations>): Promise<Reply<typeof recommendations>> {
    const account = await this.access.assertReadableBy(caller);
    return this.queries.execute(new GetRecommendations(account, caller.accountId, query.q));
  }
}
