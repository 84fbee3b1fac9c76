import { OPERATOR_ADMIN_ENDPOINTS, OPERATORS_CONSOLE_TEXTS } from '@morphic/contracts';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { OperatorAnswers } from '../operator-answers';

const { adminOperatorRole } = OPERATOR_ADMIN_ENDPOINTS;

/** Sets an operator's roles. */
@HandlesEndpoint(adminOperatorRole)
export class SetOperatorRole {
  constructor(private readonly answers: OperatorAnswers) {}

  handle({
    params: { id: operatorId },
    body,
    caller,
    context,
  }: EndpointRequest<typeof adminOperatorRole>): Promise<Reply<typeof adminOperatorRole>> {
    const message = OPERATORS_CONSOLE_TEXTS.roleChanged(body.role.join(','));
    return this.answers.change(operatorId, { roles: body.role }, message, caller, context);
  }
}
