import { COMPANIES_CONSOLE_TEXTS, IMPERSONATION_TEXTS } from '@morphic/contracts';
import { STREAMS } from '@morphic/contracts/server';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository, type Decided } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { DomainRuleViolation } from '#infrastructure/commands/decider';
import { moveIdentifier } from '../../../identity/identifier/identifier-reservations';
import {
  companyRepDecider,
  companyRepExists,
  type CompanyRepChanges,
} from '../../company-rep/company-rep.decider';

/**
 * An admin edits a representative's row. A new email is reserved (409 when another
 * representative holds it) and the old one released, with the edit, in one append; the
 * representative's open pages hear the change (`account.updated`).
 */
export class UpdateCompanyRep extends Command<Decided<object>> {
  constructor(
    readonly repId: string,
    readonly changes: CompanyRepChanges,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(UpdateCompanyRep)
export class UpdateCompanyRepHandler implements ICommandHandler<UpdateCompanyRep> {
  constructor(private readonly aggregates: AggregateRepository) {}

  execute({ repId, changes, context }: UpdateCompanyRep) {
    const stream = STREAMS.companyRep(repId);
    return this.aggregates.decide(context, async (streams) => {
      const rep = await streams.read(stream, companyRepDecider);
      if (!companyRepExists(rep) || !rep.profile) {
        throw new DomainRuleViolation('not_found', IMPERSONATION_TEXTS.companyRepNotFound);
      }
      if (changes.email !== undefined) {
        await moveIdentifier(
          streams,
          'company_rep',
          repId,
          {
            identifier: 'email',
            value: changes.email,
            takenMessage: COMPANIES_CONSOLE_TEXTS.repEmailTaken,
          },
          rep.profile.email,
        );
      }
      await streams.decide(stream, companyRepDecider, { kind: 'Update', changes });
      return {};
    });
  }
}
