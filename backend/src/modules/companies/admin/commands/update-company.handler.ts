import { COMPANY_TEXTS, type AdminCompanyChanges } from '@morphic/contracts';
import { STREAMS } from '@morphic/contracts/server';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository, type Decided } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { DomainRuleViolation } from '#infrastructure/commands/decider';
import { moveIdentifier } from '../../../identity/identifier/identifier-reservations';
import { companyDecider, companyExists } from '../../company/company.decider';

/**
 * An admin saves the company form. A new email or name is reserved (409 when another company
 * holds it) and the old one released, with the edit, in one append.
 */
export class UpdateCompany extends Command<Decided<object>> {
  constructor(
    readonly companyId: string,
    readonly changes: AdminCompanyChanges,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(UpdateCompany)
export class UpdateCompanyHandler implements ICommandHandler<UpdateCompany> {
  constructor(private readonly aggregates: AggregateRepository) {}

  execute({ companyId, changes, context }: UpdateCompany) {
    const stream = STREAMS.company(companyId);
    return this.aggregates.decide(context, async (streams) => {
      const company = await streams.read(stream, companyDecider);
      if (!companyExists(company) || !company.details) {
        throw new DomainRuleViolation('not_found', COMPANY_TEXTS.companyNotFound);
      }
      const { email, company_name: name } = company.details;
      if (changes.email !== undefined) {
        await moveIdentifier(
          streams,
          'company',
          companyId,
          {
            identifier: 'email',
            value: changes.email,
            takenMessage: COMPANY_TEXTS.companyEmailTaken,
          },
          email,
        );
      }
      if (changes.company_name !== undefined) {
        await moveIdentifier(
          streams,
          'company',
          companyId,
          {
            identifier: 'username',
            value: changes.company_name,
            takenMessage: COMPANY_TEXTS.companyNameTaken,
          },
          name,
        );
      }
      await streams.decide(stream, companyDecider, { kind: 'Update', changes });
      return {};
    });
  }
}
