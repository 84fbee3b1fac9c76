import { OPERATOR_ANALYSIS_ENDPOINTS, OPERATOR_ANALYSIS_TEXTS as T } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { READ_STORE } from '#infrastructure/tokens';
import { VerifyOperatorEmail } from '../../../identity/sign-up/email/commands/verify-operator-email.handler';
import { analysedAccount } from '../analysed-operator';

const { verifyOperatorEmail } = OPERATOR_ANALYSIS_ENDPOINTS;

/**
 * Marks the operator's email verified. The body is parsed, so it is checked ({verified: true});
 * true is its only value.
 */
@HandlesEndpoint(verifyOperatorEmail)
export class VerifyOperatorEmailEndpoint {
  constructor(
    private readonly commands: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  async handle({
    params: { id: operatorId },
    context,
  }: EndpointRequest<typeof verifyOperatorEmail>): Promise<Reply<typeof verifyOperatorEmail>> {
    await analysedAccount(this.store, operatorId);
    const { position } = await this.commands.execute(new VerifyOperatorEmail(operatorId, context));
    await this.readYourWrites.settled(position);
    return {
      success: true,
      message: position ? T.emailVerified : T.emailAlreadyVerified,
      email_verified: true,
      position,
    };
  }
}
