import type { CompanyRepStatus } from '@morphic/contracts';
import { STREAMS } from '@morphic/contracts/server';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository, type Decided } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { SecurityLog } from '#infrastructure/security/security-log';
import { OpenSessions } from '../../../identity/session/open-sessions';
import { companyRepDecider } from '../../company-rep/company-rep.decider';

/**
 * An admin sets a representative's status. Any status but active ends their open sessions in
 * the same append, so their pages lose access at once (the push relay cuts their sockets).
 */
export class ChangeCompanyRepStatus extends Command<Decided<object>> {
  constructor(
    readonly repId: string,
    readonly status: CompanyRepStatus,
    readonly adminUsername: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ChangeCompanyRepStatus)
export class ChangeCompanyRepStatusHandler implements ICommandHandler<ChangeCompanyRepStatus> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly openSessions: OpenSessions,
    private readonly securityLog: SecurityLog,
  ) {}

  execute({ repId, status, adminUsername, context }: ChangeCompanyRepStatus) {
    return this.aggregates.decide(context, async (streams) => {
      const { events } = await streams.decide(STREAMS.companyRep(repId), companyRepDecider, {
        kind: 'ChangeStatus',
        status,
      });
      if (events.length === 0) return {};
      if (status !== 'active') await this.openSessions.revokeIn(streams, context, [repId], 'admin');
      this.securityLog.entryIn(streams, context, {
        event_type: 'admin_action',
        severity: status === 'suspended' ? 'warning' : 'info',
        username: adminUsername,
        details: { action: 'set_company_rep_status', rep_id: repId, status },
      });
      return {};
    });
  }
}
