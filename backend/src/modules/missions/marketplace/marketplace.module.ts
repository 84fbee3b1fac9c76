import { Module } from '@nestjs/common';
import { endpointHandlersIn } from '#infrastructure/http/endpoint-discovery';
import { TakeMissionHandler } from './commands/take-mission.handler';
import { MarketplaceAccess } from './marketplace-access';
import { GetRecommendationsHandler } from './queries/get-recommendations.handler';

/** The marketplace: ranked open missions (company reps read them too), taking one, posting a task. */
@Module({
  controllers: endpointHandlersIn(__dirname),
  providers: [MarketplaceAccess, TakeMissionHandler, GetRecommendationsHandler],
})
export class MarketplaceModule {}
