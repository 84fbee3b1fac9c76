import { STREAMS } from '@morphic/contracts/server';
import type { LogPosition } from '@morphic/stores';
import type { Logger } from '@nestjs/common';
import type { AggregateRepository } from '../../../infrastructure/commands/aggregate-repository';
import type { CommandContext } from '../../../infrastructure/commands/command-context';
import type { WorkSlots } from '../work-slot/work-slots';
import {
  assignmentDecider,
  usesWorkSlot,
  type AssignmentState,
  type OperatorAssignmentCommand,
} from './assignment.decider';
import { latestPosition } from './latest-position';

/**
 * Makes an assignment unsubmitted work again (unsubmit, retry). The command is decided on the
 * assignment as it is first, so a refused one takes no slot; then a marketplace assignment takes
 * its operator's work slot (409 while another assignment holds it) before the command runs, and
 * if the command is refused then, the slot it took is freed again.
 */
export async function withWorkSlotRetaken(
  deps: {
    readonly aggregates: AggregateRepository;
    readonly workSlots: WorkSlots;
    readonly logger: Logger;
  },
  assignmentId: string,
  commandFor: (state: AssignmentState) => Promise<OperatorAssignmentCommand>,
  context: CommandContext,
): Promise<{ position: LogPosition | null }> {
  const stream = STREAMS.assignment(assignmentId);
  const { state } = await deps.aggregates.load(stream, assignmentDecider);
  const command = await commandFor(state);
  assignmentDecider.decide(command, state);
  const step = () => deps.aggregates.execute(stream, assignmentDecider, command, context);
  if (!state.task || !usesWorkSlot(state.task.source)) return step();
  const { operatorId } = command;
  const taken = await deps.workSlots.take(operatorId, assignmentId, context);
  try {
    const outcome = await step();
    return { position: latestPosition(taken.position, outcome.position) };
  } catch (error) {
    if (taken.position) {
      await deps.workSlots.free(operatorId, assignmentId, context).catch((undo) => {
        deps.logger.error(`Could not free the work slot of ${operatorId} again`, undo);
      });
    }
    throw error;
  }
}
