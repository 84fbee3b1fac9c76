import { IDENTITY_ENDPOINTS } from '@morphic/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { confirmTwoFactor } from '../two-factor-confirmation';

const { twoFactorEnable } = IDENTITY_ENDPOINTS;

/** Turns two-factor sign-in on, with a code from the new authenticator. */
@HandlesEndpoint(twoFactorEnable)
export class EnableTwoFactor {
  constructor(private readonly commands: CommandBus) {}

  handle({
    caller,
    body,
    context,
  }: EndpointRequest<typeof twoFactorEnable>): Promise<Reply<typeof twoFactorEnable>> {
    return confirmTwoFactor(this.commands, 'Enable', caller, body.code, context);
  }
}
