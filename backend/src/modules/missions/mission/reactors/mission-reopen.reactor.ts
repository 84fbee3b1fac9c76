import { STREAMS } from '@morphic/contracts/server';
import { Injectable } from '@nestjs/common';
import type { Decision } from '#infrastructure/commands/decision';
import { AsReactor, type Reactor, type ReactorEvent } from '#infrastructure/reactors/reactor';
import { assignmentDecider } from '../../assignment/assignment.decider';
import { missionDecider } from '../mission.decider';

/**
 * A released marketplace assignment gives its mission back to the marketplace. Reopening is
 * for the assignment that holds the mission only, so a late or repeated release changes nothing.
 */
@Injectable()
@AsReactor()
export class MissionReopenReactor implements Reactor<'AssignmentReleased'> {
  readonly name = 'mission-reopen';
  readonly handles = new Set(['AssignmentReleased'] as const);
  readonly startFrom = 'beginning';

  async react(event: ReactorEvent<'AssignmentReleased'>, streams: Decision): Promise<void> {
    const assignmentId = event.data.assignment_id;
    const { task } = await streams.read(STREAMS.assignment(assignmentId), assignmentDecider);
    const missionId = task?.mission_id;
    if (!missionId) return;
    await streams.decide(STREAMS.mission(missionId), missionDecider, {
      kind: 'Reopen',
      missionId,
      assignmentId,
      reason: event.data.reason,
    });
  }
}
