import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository, type Decided } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { SecurityLog } from '#infrastructure/security/security-log';
import { CompanyRepRemoval } from '../../company-rep/company-rep-removal';

/**
 * An admin deletes a representative, in one append: the account deleted, its sessions revoked
 * (it can no longer sign in) and its email free for a new registration.
 */
export class DeleteCompanyRep extends Command<Decided<object>> {
  constructor(
    readonly repId: string,
    readonly adminUsername: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(DeleteCompanyRep)
export class DeleteCompanyRepHandler implements ICommandHandler<DeleteCompanyRep> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly repRemoval: CompanyRepRemoval,
    private readonly securityLog: SecurityLog,
  ) {}

  execute({ repId, adminUsername, context }: DeleteCompanyRep) {
    return this.aggregates.decide(context, async (streams) => {
      await this.repRemoval.removeIn(streams, context, repId, 'admin');
      this.securityLog.entryIn(streams, context, {
        event_type: 'admin_action',
        severity: 'warning',
        username: adminUsername,
        details: { action: 'delete_company_rep', rep_id: repId },
      });
      return {};
    });
  }
}
