import { PLATFORM_FIGURES_ENDPOINTS } from '@morphic/contracts';
import { QueryBus } from '@nestjs/cqrs';
import { HandlesEndpoint } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { GetRewardEconomy } from '../queries/get-reward-economy.handler';

const { rewardEconomy } = PLATFORM_FIGURES_ENDPOINTS;

/** The reward-economy tab: rewards earned and paid per asset, and the credits awarded. */
@HandlesEndpoint(rewardEconomy)
export class RewardEconomy {
  constructor(private readonly queries: QueryBus) {}

  handle(): Promise<Reply<typeof rewardEconomy>> {
    return this.queries.execute(new GetRewardEconomy());
  }
}
