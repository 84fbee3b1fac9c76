import { STREAMS, type EventData } from '@morphic/contracts/server';
import type { LogPosition } from '@morphic/stores';
import { Injectable } from '@nestjs/common';
import { AggregateRepository } from '../../../infrastructure/commands/aggregate-repository';
import type { CommandContext } from '../../../infrastructure/commands/command-context';
import { missionDecider } from './mission.decider';

export interface Reservation {
  /** The mission as it was posted: what the new assignment copies. */
  readonly mission: EventData<'MissionPosted'>;
  readonly position: LogPosition | null;
}

/**
 * A mission's one slot. `reserve` gives it to an assignment (404 for an unknown mission, 409
 * when another assignment holds it); `reopen` opens it again when that assignment is released
 * or could not be created.
 */
@Injectable()
export class MissionReservations {
  constructor(private readonly aggregates: AggregateRepository) {}

  async reserve(
    missionId: string,
    assignmentId: string,
    operatorId: string,
    context: CommandContext,
  ): Promise<Reservation> {
    const outcome = await this.aggregates.execute(
      STREAMS.mission(missionId),
      missionDecider,
      { kind: 'Assign', missionId, assignmentId, operatorId },
      context,
    );
    if (!outcome.state.posted) throw new Error(`Mission ${missionId} assigned but never posted`);
    return { mission: outcome.state.posted, position: outcome.position };
  }

  async reopen(
    missionId: string,
    assignmentId: string,
    reason: string,
    context: CommandContext,
  ): Promise<{ position: LogPosition | null }> {
    const outcome = await this.aggregates.execute(
      STREAMS.mission(missionId),
      missionDecider,
      { kind: 'Reopen', missionId, assignmentId, reason },
      context,
    );
    return { position: outcome.position };
  }
}
