import type { CompanyStatus } from '@morphic/contracts';
import { STREAMS } from '@morphic/contracts/server';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  AggregateRepository,
  type CommandOutcome,
} from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { companyDecider, type CompanyState } from '../company.decider';

/** An admin sets a company's status; its representatives' pages follow through a push. */
export class ChangeCompanyStatus extends Command<CommandOutcome<CompanyState>> {
  constructor(
    readonly companyId: string,
    readonly status: CompanyStatus,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ChangeCompanyStatus)
export class ChangeCompanyStatusHandler implements ICommandHandler<ChangeCompanyStatus> {
  constructor(private readonly aggregates: AggregateRepository) {}

  execute({ companyId, status, context }: ChangeCompanyStatus) {
    return this.aggregates.execute(
      STREAMS.company(companyId),
      companyDecider,
      { kind: 'ChangeStatus', status },
      context,
    );
  }
}
