import { PLATFORM_FIGURES_ENDPOINTS } from '@morphic/contracts';
import { QueryBus } from '@nestjs/cqrs';
import { HandlesEndpoint } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { GetHomeFigures } from '../queries/get-home-figures.handler';

const { homeFigures } = PLATFORM_FIGURES_ENDPOINTS;

/** The System console home: counts of operators, companies and company reps, and the uptime. */
@HandlesEndpoint(homeFigures)
export class HomeFigures {
  constructor(private readonly queries: QueryBus) {}

  handle(): Promise<Reply<typeof homeFigures>> {
    return this.queries.execute(new GetHomeFigures());
  }
}
