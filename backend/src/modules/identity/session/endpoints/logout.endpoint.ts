import { IDENTITY_ENDPOINTS, MESSAGES } from '@morphic/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { LogOut } from '../commands/log-out.handler';

const { logout } = IDENTITY_ENDPOINTS;

/** Ends the caller's session. */
@HandlesEndpoint(logout)
export class SignOut {
  constructor(private readonly commands: CommandBus) {}

  async handle({ caller, context }: EndpointRequest<typeof logout>): Promise<Reply<typeof logout>> {
    const { position } = await this.commands.execute(new LogOut(caller.jti, context));
    return { success: true, message: MESSAGES.loggedOut, position };
  }
}
