import { VALIDATION_ENDPOINTS } from '@morphic/contracts';
import { QueryBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ListOpenValidationJobs } from '../queries/list-open-validation-jobs.handler';

const { openJobs } = VALIDATION_ENDPOINTS;

/** The validation jobs waiting for a validator, oldest first. */
@HandlesEndpoint(openJobs)
export class OpenValidationJobs {
  constructor(private readonly queries: QueryBus) {}

  handle({ query, caller }: EndpointRequest<typeof openJobs>): Promise<Reply<typeof openJobs>> {
    return this.queries.execute(new ListOpenValidationJobs(caller.accountId, query.limit));
  }
}
