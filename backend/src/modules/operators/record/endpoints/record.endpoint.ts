import { OPERATORS_ENDPOINTS } from '@morphic/contracts';
import { QueryBus } from '@nestjs/cqrs';
import { assertOwnOrAdmin } from '#infrastructure/auth/ownership';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { GetOperatorRecord } from '../queries/get-operator-record.handler';

const { record } = OPERATORS_ENDPOINTS;

/** The operator's own record; admins and founders may read anyone's. */
@HandlesEndpoint(record)
export class ReadOperatorRecord {
  constructor(private readonly queries: QueryBus) {}

  async handle({
    params: { id },
    caller,
  }: EndpointRequest<typeof record>): Promise<Reply<typeof record>> {
    assertOwnOrAdmin(caller, id);
    return { success: true, operator: await this.queries.execute(new GetOperatorRecord(id)) };
  }
}
