import { JIRA_ENDPOINTS } from '@morphic/contracts';
import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CommandContext } from '#infrastructure/commands/command-context';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { SyncCompanyJira } from './commands/sync-company-jira.handler';

type SyncReply = Reply<typeof JIRA_ENDPOINTS.adminCompanySync>;

/** Pulls a company's Jira issues into missions and answers what the sync did. */
@Injectable()
export class JiraSyncRuns {
  constructor(private readonly commands: CommandBus) {}

  async sync(companyId: string, context: CommandContext): Promise<SyncReply> {
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
