import { STREAMS } from '@morphic/contracts/server';
import type { LogPosition } from '@morphic/stores';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { emailVerificationDecider } from '../email-verification.decider';

/** An admin marks an operator's email verified (`OperatorEmailVerified`, once). */
export class VerifyOperatorEmail extends Command<{ position: LogPosition | null }> {
  constructor(
    readonly operatorId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(VerifyOperatorEmail)
export class VerifyOperatorEmailHandler implements ICommandHandler<VerifyOperatorEmail> {
  constructor(private readonly aggregates: AggregateRepository) {}

  execute({ operatorId, context }: VerifyOperatorEmail) {
    return this.aggregates.decide(context, async (streams) => {
      const stream = STREAMS.operator(operatorId);
      const { email } = await streams.read(stream, emailVerificationDecider);
      // The address on record is the one verified; without one the decider answers 404.
      await streams.decide(stream, emailVerificationDecider, {
        kind: 'VerifyEmail',
        email: email ?? '',
      });
      return {};
    });
  }
}
