import { STREAMS } from '@morphic/contracts/server';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository, type Decided } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { companyRepDecider } from '../../company-rep/company-rep.decider';

/** An admin marks a representative verified or not (spec 03: apart from their status). */
export class SetCompanyRepVerification extends Command<Decided<object>> {
  constructor(
    readonly repId: string,
    readonly isVerified: boolean,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(SetCompanyRepVerification)
export class SetCompanyRepVerificationHandler implements ICommandHandler<SetCompanyRepVerification> {
  constructor(private readonly aggregates: AggregateRepository) {}

  execute({ repId, isVerified, context }: SetCompanyRepVerification) {
    return this.aggregates.decide(context, async (streams) => {
      await streams.decide(STREAMS.companyRep(repId), companyRepDecider, {
        kind: 'SetVerification',
        isVerified,
      });
      return {};
    });
  }
}
