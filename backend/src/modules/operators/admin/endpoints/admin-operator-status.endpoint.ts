import { OPERATOR_ADMIN_ENDPOINTS, OPERATORS_CONSOLE_TEXTS } from '@morphic/contracts';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { OperatorAnswers } from '../operator-answers';

const { adminOperatorStatus } = OPERATOR_ADMIN_ENDPOINTS;

/** Sets an operator's status. */
@HandlesEndpoint(adminOperatorStatus)
export class SetOperatorStatus {
  constructor(private readonly answers: OperatorAnswers) {}

  handle({
    params: { id: operatorId },
    body,
    caller,
    context,
  }: EndpointRequest<typeof adminOperatorStatus>): Promise<Reply<typeof adminOperatorStatus>> {
    const message = OPERATORS_CONSOLE_TEXTS.statusChanged(body.status);
    return this.answers.change(operatorId, { status: body.status }, message, caller, context);
  }
}
