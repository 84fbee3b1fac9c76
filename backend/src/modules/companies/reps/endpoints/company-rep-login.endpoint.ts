import { COMPANIES_ENDPOINTS, MESSAGES } from '@morphic/contracts';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { LogIn } from '../../../identity/session/commands/log-in.handler';
import { repSessionOf } from '../rep-session';

const { companyRepLogin } = COMPANIES_ENDPOINTS;

/**
 * 403 for a suspended or unverified representative. A company not active still signs them in,
 * to its holding message and their notifications; its work answers 423.
 */
@HandlesEndpoint(companyRepLogin)
export class SignInCompanyRep {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  async handle({
    body,
    context,
  }: EndpointRequest<typeof companyRepLogin>): Promise<Reply<typeof companyRepLogin>> {
    const session = await this.commands.execute(
      new LogIn('company_rep', body.email, body.password, context),
    );
    await this.readYourWrites.settled(session.position);
    return {
      success: true,
      ...(await repSessionOf(this.queries, session.accountId, session)),
      message: MESSAGES.loginSuccess,
    };
  }
}
