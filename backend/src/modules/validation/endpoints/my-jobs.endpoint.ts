import { VALIDATION_ENDPOINTS } from '@morphic/contracts';
import { QueryBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ListMyValidationJobs } from '../queries/list-my-validation-jobs.handler';

const { myJobs } = VALIDATION_ENDPOINTS;

/** The validation jobs the caller claimed. */
@HandlesEndpoint(myJobs)
export class MyValidationJobs {
  constructor(private readonly queries: QueryBus) {}

  handle({ caller }: EndpointRequest<typeof myJobs>): Promise<Reply<typeof myJobs>> {
    return this.queries.execute(new ListMyValidationJobs(caller.accountId));
  }
}
