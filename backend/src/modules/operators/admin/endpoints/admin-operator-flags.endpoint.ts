import { OPERATOR_ADMIN_ENDPOINTS, OPERATORS_CONSOLE_TEXTS } from '@morphic/contracts';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { OperatorAnswers } from '../operator-answers';

const { adminOperatorFlags } = OPERATOR_ADMIN_ENDPOINTS;

/** Sets an operator's flags. */
@HandlesEndpoint(adminOperatorFlags)
export class SetOperatorFlags {
  constructor(private readonly answers: OperatorAnswers) {}

  handle({
    params: { id: operatorId },
    body,
    caller,
    context,
  }: EndpointRequest<typeof adminOperatorFlags>): Promise<Reply<typeof adminOperatorFlags>> {
    const message = OPERATORS_CONSOLE_TEXTS.flagsChanged;
    return this.answers.change(operatorId, { flags: body.flags }, message, caller, context);
  }
}
