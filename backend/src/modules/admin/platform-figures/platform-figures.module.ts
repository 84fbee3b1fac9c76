import { Module } from '@nestjs/common';
import { endpointHandlersIn } from '#infrastructure/http/endpoint-discovery';
import { GetClusterFiguresHandler } from './queries/get-cluster-figures.handler';
import { GetHomeFiguresHandler } from './queries/get-home-figures.handler';
import { GetRewardEconomyHandler } from './queries/get-reward-economy.handler';
import { GetSchedulerFiguresHandler } from './queries/get-scheduler-figures.handler';

/** The figures of the System console tabs spec 03 leaves as static placeholders. */
@Module({
  controllers: endpointHandlersIn(__dirname),
  providers: [
    GetHomeFiguresHandler,
    GetRewardEconomyHandler,
    GetSchedulerFiguresHandler,
    GetClusterFiguresHandler,
  ],
})
export class PlatformFiguresModule {}
