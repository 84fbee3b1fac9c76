import { STREAMS } from '@morphic/contracts/server';
import { Injectable } from '@nestjs/common';
import { systemContext } from '#infrastructure/commands/command-context';
import type { Decision } from '#infrastructure/commands/decision';
import { AsReactor, type Reactor, type ReactorEvent } from '#infrastructure/reactors/reactor';
import { JiraCompanySync } from '../jira-company-sync';

/**
 * Carries out a requested sync of a company's Jira accounts (`JiraSyncRequested`): the calls to
 * Jira happen here, never inside the command. Each issue is imported in its own append and each
 * account's outcome recorded on it; the answer goes on the company with the checkpoint. After a
 * crash the sync runs again, and the import, being idempotent, creates nothing twice.
 */
@Injectable()
@AsReactor()
export class JiraSyncRequestReactor implements Reactor<'JiraSyncRequested'> {
  static readonly NAME = 'jira-sync-request';
  readonly name = JiraSyncRequestReactor.NAME;
  readonly handles = new Set(['JiraSyncRequested'] as const);
  readonly startFrom = 'beginning';

  constructor(private readonly companySync: JiraCompanySync) {}

  async react(event: ReactorEvent<'JiraSyncRequested'>, streams: Decision): Promise<void> {
    const { request_id: requestId, company_id: companyId } = event.data;
    // The imports follow from the request: its correlation, caused by it.
    const context = { ...systemContext(event.metadata.correlationId), causationId: event.id };
    const outcome = await this.companySync.sync(companyId, context);
    streams.append(
      STREAMS.company(companyId),
      [
        {
          type: 'JiraSyncAnswered',
          data: {
            request_id: requestId,
            company_id: companyId,
            accounts: outcome.accounts,
            created: outcome.created,
            updated: outcome.updated,
            failures: [...outcome.failures],
          },
        },
      ],
      'any',
    );
  }
}
