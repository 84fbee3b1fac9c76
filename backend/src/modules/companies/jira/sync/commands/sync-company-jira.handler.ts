import { COMPANY_TEXTS } from '@morphic/contracts';
import { STREAMS } from '@morphic/contracts/server';
import type { LogPosition } from '@morphic/stores';
import { BadGatewayException, GatewayTimeoutException } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { DomainRuleViolation } from '#infrastructure/commands/decider';
import { ReactorAnswers } from '#infrastructure/reactors/reactor-answers';
import { JiraAccounts } from '../../jira-accounts';
import { JiraSyncRequestReactor } from '../reactors/jira-sync-request.reactor';

/** How long the caller waits for the sync (the Jira client's retries included). */
export const JIRA_SYNC_ANSWER_WAIT_MS = 60_000;

export interface SyncOutcome {
  readonly tasksSynced: number;
  readonly created: number;
  readonly updated: number;
  readonly message: string;
  readonly position: LogPosition | null;
}

/**
 * Asks for a sync of a company's Jira accounts: the request is recorded on the company and the
 * sync reactor imports the issues; the command answers with what it did (502 with Jira's words
 * when every account failed, 504 when the sync outlasts the wait and goes on).
 */
export class SyncCompanyJira extends Command<SyncOutcome> {
  constructor(
    readonly companyId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(SyncCompanyJira)
export class SyncCompanyJiraHandler implements ICommandHandler<SyncCompanyJira> {
  constructor(
    private readonly accounts: JiraAccounts,
    private readonly answers: ReactorAnswers,
  ) {}

  async execute({ companyId, context }: SyncCompanyJira): Promise<SyncOutcome> {
    // A lookup: the reactor reads the company's connected accounts again when it syncs.
    if ((await this.accounts.connectedOf(companyId)).length === 0) {
      throw new DomainRuleViolation('invalid', COMPANY_TEXTS.jira.nothingToSync);
    }
    const { answer, position } = await this.answers.ask(
      context,
      {
        reactor: JiraSyncRequestReactor.NAME,
        stream: STREAMS.company(companyId),
        event: (requestId) => ({
          type: 'JiraSyncRequested',
          data: { request_id: requestId, company_id: companyId },
        }),
        answerType: 'JiraSyncAnswered',
      },
      JIRA_SYNC_ANSWER_WAIT_MS,
    );
    if (!answer) throw new GatewayTimeoutException(COMPANY_TEXTS.jira.syncPending);
    if (answer.accounts > 0 && answer.failures.length === answer.accounts) {
      throw new BadGatewayException(COMPANY_TEXTS.jira.syncFailed(answer.failures.join('; ')));
    }
    const tasksSynced = answer.created + answer.updated;
    return {
      tasksSynced,
      created: answer.created,
      updated: answer.updated,
      message: COMPANY_TEXTS.jira.synced(tasksSynced),
      // Read-your-writes on the request waits for the sync's imports to reach the read models.
      position,
    };
  }
}
