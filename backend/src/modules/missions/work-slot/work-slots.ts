import { STREAMS } from '@morphic/contracts/server';
import type { LogPosition } from '@morphic/stores';
import { Injectable } from '@nestjs/common';
import { AggregateRepository } from '../../../infrastructure/commands/aggregate-repository';
import type { CommandContext } from '../../../infrastructure/commands/command-context';
import { workSlotDecider } from './work-slot.decider';

/**
 * Takes and frees an operator's work slot. The marketplace takes it before reserving a mission;
 * the assignment commands free it on submit or release and take it again on unsubmit or retry.
 * `take` throws a 409 DomainRuleViolation when another assignment holds the slot.
 */
@Injectable()
export class WorkSlots {
  constructor(private readonly aggregates: AggregateRepository) {}

  take(
    operatorId: string,
    assignmentId: string,
    context: CommandContext,
  ): Promise<{ position: LogPosition | null }> {
    return this.change('Take', operatorId, assignmentId, context);
  }

  free(
    operatorId: string,
    assignmentId: string,
    context: CommandContext,
  ): Promise<{ position: LogPosition | null }> {
    return this.change('Free', operatorId, assignmentId, context);
  }

  private async change(
    kind: 'Take' | 'Free',
    operatorId: string,
    assignmentId: string,
    context: CommandContext,
  ): Promise<{ position: LogPosition | null }> {
    const outcome = await this.aggregates.execute(
      STREAMS.workSlot(operatorId),
      workSlotDecider,
      { kind, operatorId, assignmentId },
      context,
    );
    return { position: outcome.position };
  }
}
