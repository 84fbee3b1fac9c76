import {
  COMPANIES_ADMIN_ENDPOINTS,
  COMPANIES_CONSOLE_TEXTS,
  type BodyOf,
  type QueryOf,
} from '@morphic/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Caller } from '#infrastructure/auth/caller.decorator';
import type { Principal } from '#infrastructure/auth/principal';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { PathParam, RequestBody, RequestQuery } from '#infrastructure/http/endpoint-input';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { Endpoint } from '#infrastructure/http/endpoint.decorator';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { Ctx } from '#infrastructure/http/request-context';
import { RegisterCompany } from '../company/commands/register-company.handler';
import { DeleteCompany } from './commands/delete-company.handler';
import { UpdateCompany } from './commands/update-company.handler';
import { GetAdminCompany } from './queries/get-admin-company.handler';
import { ListAdminCompanies } from './queries/list-admin-companies.handler';

const { adminCompanies, adminCompany, adminCreateCompany, adminUpdateCompany, adminDeleteCompany } =
  COMPANIES_ADMIN_ENDPOINTS;

/** The System console's Companies tab and company analysis screen (spec 03). */
@ApiTags('admin')
@Controller()
export class CompaniesAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Endpoint(adminCompanies)
  list(
    @RequestQuery() query: QueryOf<typeof adminCompanies>,
  ): Promise<Reply<typeof adminCompanies>> {
    return this.queries.execute(new ListAdminCompanies(query));
  }

  @Endpoint(adminCompany)
  get(@PathParam('id') companyId: string): Promise<Reply<typeof adminCompany>> {
    return this.queries.execute(new GetAdminCompany(companyId));
  }

  /**
   * An admin's company is active at once. The token answered is the company's own session,
   * as its sign-up answers one (spec 03 says create returns a token): whoever set the company
   * up can add its representatives through the company's own step 2 right away. It is an
   * ordinary company session (revocable, expiring), never one of the admin's.
   */
  @Endpoint(adminCreateCompany)
  async create(
    @RequestBody() body: BodyOf<typeof adminCreateCompany>,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof adminCreateCompany>> {
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

  @Endpoint(adminUpdateCompany)
  async update(
    @PathParam('id') companyId: string,
    @RequestBody() body: BodyOf<typeof adminUpdateCompany>,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof adminUpdateCompany>> {
    const { position } = await this.commands.execute(new UpdateCompany(companyId, body, context));
    await this.readYourWrites.settled(position);
    const { company } = await this.queries.execute(new GetAdminCompany(companyId));
    return { success: true, company, message: COMPANIES_CONSOLE_TEXTS.companyUpdated, position };
  }

  @Endpoint(adminDeleteCompany)
  async delete(
    @PathParam('id') companyId: string,
    @Caller() caller: Principal,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof adminDeleteCompany>> {
    const deleted = await this.commands.execute(
      new DeleteCompany(companyId, caller.username, context),
    );
    return {
      success: true,
      message: COMPANIES_CONSOLE_TEXTS.companyDeleted(
        deleted.companyName,
        deleted.reps,
        deleted.missions,
      ),
      deleted: {
        company_id: companyId,
        company_reps: deleted.reps,
        missions: deleted.missions,
        jira_accounts: deleted.jiraAccounts,
        sessions_revoked: deleted.sessionsRevoked,
      },
      position: deleted.position,
    };
  }
}
