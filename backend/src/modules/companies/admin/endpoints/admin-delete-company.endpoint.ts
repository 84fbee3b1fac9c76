import { COMPANIES_ADMIN_ENDPOINTS, COMPANIES_CONSOLE_TEXTS } from '@morphic/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { DeleteCompany } from '../commands/delete-company.handler';

const { adminDeleteCompany } = COMPANIES_ADMIN_ENDPOINTS;

/** An admin deletes a company, with its representatives, missions, Jira accounts and sessions. */
@HandlesEndpoint(adminDeleteCompany)
export class DeleteAdminCompany {
  constructor(private readonly commands: CommandBus) {}

  async handle({
    params: { id: companyId },
    caller,
    context,
  }: EndpointRequest<typeof adminDeleteCompany>): Promise<Reply<typeof adminDeleteCompany>> {
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
