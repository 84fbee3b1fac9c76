import { OPERATOR_ANALYSIS_ENDPOINTS } from '@morphic/contracts';
import { QueryBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { GetAdminAssignment } from '../queries/get-admin-assignment.handler';

const { adminAssignment } = OPERATOR_ANALYSIS_ENDPOINTS;

/** One assignment, as an admin sees it. */
@HandlesEndpoint(adminAssignment)
export class AdminAssignment {
  constructor(private readonly queries: QueryBus) {}

  handle({
    params: { id: assignmentId },
  }: EndpointRequest<typeof adminAssignment>): Promise<Reply<typeof adminAssignment>> {
    return this.queries.execute(new GetAdminAssignment(assignmentId));
  }
}
