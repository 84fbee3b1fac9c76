import { Module } from '@nestjs/common';
import { TakeMissionHandler } from './commands/take-mission.handler';
import { MarketplaceAccess } from './marketplace-access';
import { MarketplaceController } from './marketplace.controller';
import { GetRecommendationsHandler } from './queries/get-recommendations.handler';

/** The marketplace: ranked open missions (company reps read them too), taking one, posting a task. */
@Module({
  controllers: [MarketplaceController],
  providers: [MarketplaceAccess, TakeMissionHandler, GetRecommendationsHandler],
})
export class MarketplaceModule {}
