import { STREAMS, type EventData } from '@morphic/contracts/server';
import type { Decision } from '#infrastructure/commands/decision';
import type { ReactorEvent } from '#infrastructure/reactors/reactor';
import { assignmentDecider } from '../../missions/assignment/assignment.decider';

/** The task of the assignment a decision was made on (its TaskTaken). */
export async function decidedTask(
  streams: Decision,
  decided: ReactorEvent<'Decided'>,
): Promise<EventData<'TaskTaken'>> {
  const { task } = await streams.read(
    STREAMS.assignment(decided.data.assignment_id),
    assignmentDecider,
  );
  if (!task) throw new Error(`Decided on assignment ${decided.data.assignment_id} without a task`);
  return task;
}
