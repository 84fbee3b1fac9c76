import { OPERATOR_ANALYSIS_ENDPOINTS } from '@morphic/contracts';
import { QueryBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ListAdminAssignments } from '../queries/list-admin-assignments.handler';

const { adminAssignments } = OPERATOR_ANALYSIS_ENDPOINTS;

/** The assignments an admin lists, filtered by the query. */
@HandlesEndpoint(adminAssignments)
export class AdminAssignments {
  constructor(private readonly queries: QueryBus) {}

  handle({
    query,
  }: EndpointRequest<typeof adminAssignments>): Promise<Reply<typeof adminAssignments>> {
    return this.queries.execute(new ListAdminAssignments(query));
  }
}
