import { OPERATOR_ADMIN_ENDPOINTS, OPERATORS_CONSOLE_TEXTS } from '@morphic/contracts';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import type { OperatorChange } from '../commands/change-operator.handler';
import { OperatorAnswers } from '../operator-answers';

const { adminUpdateOperator } = OPERATOR_ADMIN_ENDPOINTS;

/** Edits an operator: details, and roles, status or flags when sent. */
@HandlesEndpoint(adminUpdateOperator)
export class AdminUpdateOperator {
  constructor(private readonly answers: OperatorAnswers) {}

  async handle({
    params: { id: operatorId },
    body,
    caller,
    context,
  }: EndpointRequest<typeof adminUpdateOperator>): Promise<Reply<typeof adminUpdateOperator>> {
    const { role, status, is_vetted, compliant, timezone_overlap_ok, ...details } = body;
    const flags = Object.fromEntries(
      Object.entries({ is_vetted, compliant, timezone_overlap_ok }).filter(
        ([, value]) => value !== undefined,
      ),
    );
    const change: OperatorChange = {
      details,
      ...(role ? { roles: role } : {}),
      ...(status ? { status } : {}),
      ...(Object.keys(flags).length > 0 ? { flags } : {}),
    };
    return this.answers.change(
      operatorId,
      change,
      OPERATORS_CONSOLE_TEXTS.operatorUpdated,
      caller,
      context,
    );
  }
}
