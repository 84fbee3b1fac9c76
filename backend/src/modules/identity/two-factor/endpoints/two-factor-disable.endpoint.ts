import { IDENTITY_ENDPOINTS } from '@morphic/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { confirmTwoFactor } from '../two-factor-confirmation';

const { twoFactorDisable } = IDENTITY_ENDPOINTS;

/** Turns two-factor sign-in off, with a current code from the authenticator. */
@HandlesEndpoint(twoFactorDisable)
export class DisableTwoFactor {
  constructor(private readonly commands: CommandBus) {}

  handle({
    caller,
    body,
    context,
  }: EndpointRequest<typeof twoFactorDisable>): Promise<Reply<typeof twoFactorDisable>> {
    return confirmTwoFactor(this.commands, 'Disable', caller, body.code, context);
  }
}
