import { ADMIN_ENDPOINTS } from '@morphic/contracts';
import { QueryBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ListOperators } from '../queries/list-operators.handler';

const { operators } = ADMIN_ENDPOINTS;

/** The System console's list of operators. */
@HandlesEndpoint(operators)
export class ListAdminOperators {
  constructor(private readonly queries: QueryBus) {}

  handle({ query }: EndpointRequest<typeof operators>): Promise<Reply<typeof operators>> {
    return this.queries.execute(new ListOperators(query));
  }
}
