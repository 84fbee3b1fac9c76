import { IDENTITY_ENDPOINTS } from '@morphic/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { StartTwoFactorSetup } from '../commands/start-two-factor-setup.handler';
import { assertOperator } from '../two-factor-confirmation';

const { twoFactorSetup } = IDENTITY_ENDPOINTS;

/** Offers an operator a new authenticator secret to confirm. */
@HandlesEndpoint(twoFactorSetup)
export class SetUpTwoFactor {
  constructor(private readonly commands: CommandBus) {}

  async handle({
    caller,
    context,
  }: EndpointRequest<typeof twoFactorSetup>): Promise<Reply<typeof twoFactorSetup>> {
    assertOperator(caller);
    const offered = await this.commands.execute(
      new StartTwoFactorSetup(caller.accountId, caller.username, context),
    );
    return {
      success: true,
      otpauth_uri: offered.otpauthUri,
      secret: offered.secret,
      position: offered.position,
    };
  }
}
