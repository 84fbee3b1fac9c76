import { MISSIONS_ENDPOINTS } from '@morphic/contracts';
import { QueryBus } from '@nestjs/cqrs';
import { assertOwnOrAdmin } from '#infrastructure/auth/ownership';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ListOperatorAssignments } from '../queries/list-operator-assignments.handler';

const { operatorAssignments } = MISSIONS_ENDPOINTS;

/** An operator's assignments (My Tasks): their own; admins read anyone's. */
@HandlesEndpoint(operatorAssignments)
export class OperatorAssignments {
  constructor(private readonly queries: QueryBus) {}

  async handle({
    params: { id: operatorId },
    caller,
  }: EndpointRequest<typeof operatorAssignments>): Promise<Reply<typeof operatorAssignments>> {
    assertOwnOrAdmin(caller, operatorId);
    const assignments = await this.queries.execute(new ListOperatorAssignments(operatorId));
    return { success: true, assignments };
  }
}
