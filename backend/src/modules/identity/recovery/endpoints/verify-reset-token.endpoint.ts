import { IDENTITY_ENDPOINTS } from '@morphic/contracts';
import { QueryBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { VerifyResetToken } from '../queries/verify-reset-token.handler';

const { verifyResetToken } = IDENTITY_ENDPOINTS;

/** Whether a mailed reset link still works. */
@HandlesEndpoint(verifyResetToken)
export class VerifyResetTokenEndpoint {
  constructor(private readonly queries: QueryBus) {}

  handle({
    params: { token },
  }: EndpointRequest<typeof verifyResetToken>): Promise<Reply<typeof verifyResetToken>> {
    return this.queries.execute(new VerifyResetToken(token));
  }
}
