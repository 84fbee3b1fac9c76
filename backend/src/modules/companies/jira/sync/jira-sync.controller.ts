import { JIRA_ENDPOINTS } from '@morphic/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Caller } from '#infrastructure/auth/caller.decorator';
import type { Principal } from '#infrastructure/auth/principal';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { PathParam } from '#infrastructure/http/endpoint-input';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { Endpoint } from '#infrastructure/http/endpoint.decorator';
import { Ctx } from '#infrastructure/http/request-context';
import { CompanyRepAccess } from '../../rep-work/company-rep-access';
import { assertJiraConnected } from '../../rep-work/jira-link/company-jira-connection';
import { SyncCompanyJira } from './commands/sync-company-jira.handler';

const { adminCompanySync, companyRepTriggerSync } = JIRA_ENDPOINTS;

type SyncReply = Reply<typeof adminCompanySync>;

/** Pulls a company's Jira issues into missions: for an admin, or for its representative. */
@ApiTags('jira')
@Controller()
export class JiraSyncController {
  constructor(
    private readonly commands: CommandBus,
    private readonly repAccess: CompanyRepAccess,
  ) {}

  @Endpoint(adminCompanySync)
  syncCompany(@PathParam('id') companyId: string, @Ctx() context: CommandContext) {
    return this.sync(companyId, context);
  }

  @Endpoint(companyRepTriggerSync)
  async triggerSync(
    @Caller() caller: Principal,
    @Ctx() context: CommandContext,
  ): Promise<SyncReply> {
    const { company } = await this.repAccess.assertAllowed(caller, 'can_manage_tasks');
    assertJiraConnected(company);
    return this.sync(company._id, context);
  }

  private async sync(companyId: string, context: CommandContext): Promise<SyncReply> {
    const outcome = await this.commands.execute(new SyncCompanyJira(companyId, context));
    return {
      success: true,
      tasks_synced: outcome.tasksSynced,
      created: outcome.created,
      updated: outcome.updated,
      message: outcome.message,
      position: outcome.position,
    };
  }
}
