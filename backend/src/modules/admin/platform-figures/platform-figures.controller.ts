import { PLATFORM_FIGURES_ENDPOINTS } from '@morphic/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { Endpoint } from '#infrastructure/http/endpoint.decorator';
import { GetClusterFigures } from './queries/get-cluster-figures.handler';
import { GetHomeFigures } from './queries/get-home-figures.handler';
import { GetRewardEconomy } from './queries/get-reward-economy.handler';
import { GetSchedulerFigures } from './queries/get-scheduler-figures.handler';

const { homeFigures, rewardEconomy, schedulerFigures, clusterFigures } = PLATFORM_FIGURES_ENDPOINTS;

/** Real figures for the System console's home, reward-economy, scheduler and cluster tabs. */
@ApiTags('admin')
@Controller()
export class PlatformFiguresController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(homeFigures)
  home(): Promise<Reply<typeof homeFigures>> {
    return this.queries.execute(new GetHomeFigures());
  }

  @Endpoint(rewardEconomy)
  rewards(): Promise<Reply<typeof rewardEconomy>> {
    return this.queries.execute(new GetRewardEconomy());
  }

  @Endpoint(schedulerFigures)
  scheduler(): Promise<Reply<typeof schedulerFigures>> {
    return this.queries.execute(new GetSchedulerFigures(new Date()));
  }

  @Endpoint(clusterFigures)
  clusters(): Promise<Reply<typeof clusterFigures>> {
    return this.queries.execute(new GetClusterFigures());
  }
}
