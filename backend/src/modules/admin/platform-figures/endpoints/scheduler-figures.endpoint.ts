import { PLATFORM_FIGURES_ENDPOINTS } from '@morphic/contracts';
import { QueryBus } from '@nestjs/cqrs';
import { HandlesEndpoint } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { GetSchedulerFigures } from '../queries/get-scheduler-figures.handler';

const { schedulerFigures } = PLATFORM_FIGURES_ENDPOINTS;

/** The scheduler tab: assignments taken, submitted and decided per hour and per day, as of now. */
@HandlesEndpoint(schedulerFigures)
export class SchedulerFigures {
  constructor(private readonly queries: QueryBus) {}

  handle(): Promise<Reply<typeof schedulerFigures>> {
    return this.queries.execute(new GetSchedulerFigures(new Date()));
  }
}
