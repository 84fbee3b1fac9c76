import { COMPANIES_ADMIN_ENDPOINTS, COMPANIES_CONSOLE_TEXTS } from '@morphic/contracts';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { RegisterCompany } from '../../company/commands/register-company.handler';
import { GetAdminCompany } from '../queries/get-admin-company.handler';

const { adminCreateCompany } = COMPANIES_ADMIN_ENDPOINTS;

/**
 * An admin's company is active at once. The token answered is the company's own session,
 * as its sign-up answers one (spec 03 says create returns a token): whoever set the company
 * up can add its representatives through the company's own step 2 right away. It is an
 * ordinary company session (revocable, expiring), never one of the admin's.
 */
@HandlesEndpoint(adminCreateCompany)
export class CreateAdminCompany {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  async handle({
    body,
    context,
  }: EndpointRequest<typeof adminCreateCompany>): Promise<Reply<typeof adminCreateCompany>> {
    const { companyId, session } = await this.commands.execute(
      new RegisterCompany(body, context, 'active'),
    );
    await this.readYourWrites.settled(session.position);
    const { company } = await this.queries.execute(new GetAdminCompany(companyId));
    return {
      success: true,
      company,
      token: session.token,
      expires_at: session.expiresAt.toISOString(),
      message: COMPANIES_CONSOLE_TEXTS.companyCreated,
      position: session.position,
    };
  }
}
