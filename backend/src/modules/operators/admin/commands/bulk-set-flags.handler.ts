import { OPERATORS_CONSOLE_TEXTS, type OperatorFlags } from '@morphic/contracts';
import { STREAMS } from '@morphic/contracts/server';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository, type Decided } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { DomainRuleViolation } from '#infrastructure/commands/decider';
import { operatorAdminDecider } from '../operator-admin.decider';

/**
 * An admin sets the same flags on several operators: one append for all of them, so either
 * every operator has the flags or (an unknown id, a conflict) none does.
 */
export class BulkSetFlags extends Command<Decided<object>> {
  constructor(
    readonly operatorIds: readonly string[],
    readonly flags: OperatorFlags,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(BulkSetFlags)
export class BulkSetFlagsHandler implements ICommandHandler<BulkSetFlags> {
  constructor(private readonly aggregates: AggregateRepository) {}

  execute({ operatorIds, flags, context }: BulkSetFlags) {
    return this.aggregates.decide(context, async (streams) => {
      for (const operatorId of operatorIds) {
        const stream = STREAMS.operator(operatorId);
        if (!(await streams.read(stream, operatorAdminDecider)).exists) {
          throw new DomainRuleViolation(
            'not_found',
            `${OPERATORS_CONSOLE_TEXTS.operatorNotFound}: ${operatorId}`,
          );
        }
        await streams.decide(stream, operatorAdminDecider, { kind: 'SetFlags', flags });
      }
      return {};
    });
  }
}
