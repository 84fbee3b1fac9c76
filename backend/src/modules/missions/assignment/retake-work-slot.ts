import type { LogPosition } from '@morphic/contracts';
import type { Logger } from '@nestjs/common';
import type { CommandContext } from '../../../infrastructure/commands/command-context';
import type { WorkSlots } from '../work-slot/work-slots';
import { latestPosition } from './latest-position';

/**
 * Makes an assignment unsubmitted work again (unsubmit, retry): takes its operator's work slot
 * first (409 while another assignment holds it), then runs the step; if the step is refused,
 * the slot it took is freed again.
 */
export async function withWorkSlotRetaken(
  slots: { readonly workSlots: WorkSlots; readonly logger: Logger },
  hold: { readonly operatorId: string; readonly assignmentId: string; readonly needed: boolean },
  context: CommandContext,
  step: () => Promise<{ position: LogPosition | null }>,
): Promise<{ position: LogPosition | null }> {
  if (!hold.needed) return step();
  const taken = await slots.workSlots.take(hold.operatorId, hold.assignmentId, context);
  try {
    const outcome = await step();
    return { position: latestPosition(taken.position, outcome.position) };
  } catch (error) {
    if (taken.position) {
      await slots.workSlots.free(hold.operatorId, hold.assignmentId, context).catch((undo) => {
        slots.logger.error(`Could not free the work slot of ${hold.operatorId} again`, undo);
      });
    }
    throw error;
  }
}
