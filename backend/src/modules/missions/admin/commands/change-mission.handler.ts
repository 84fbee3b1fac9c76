import { MISSIONS_CONSOLE_TEXTS } from '@morphic/contracts';
import { STREAMS } from '@morphic/contracts/server';
import type { LogPosition } from '@morphic/stores';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { DomainRuleViolation } from '#infrastructure/commands/decider';
import type { Decision } from '#infrastructure/commands/decision';
import { assignmentDecider, isReleasable } from '../../assignment/assignment.decider';
import { decideOperatorStep } from '../../assignment/operator-step';
import { missionDecider, type MissionCommand } from '../../mission/mission.decider';

const RELEASED_BY_ADMIN = 'mission set back to open by an admin';

/**
 * An admin's change to a mission (edit, status, withdraw): one decision on its stream. Setting
 * a held mission back to open also releases the holder's assignment and frees their work slot
 * in the same append, so no two assignments ever hold the one mission; work already submitted
 * (or validated, paid) cannot be released, and the status is refused.
 */
export class ChangeMission extends Command<{ position: LogPosition | null }> {
  constructor(
    readonly missionId: string,
    readonly change: Extract<MissionCommand, { kind: 'Edit' | 'SetStatus' | 'Withdraw' }>,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ChangeMission)
export class ChangeMissionHandler implements ICommandHandler<ChangeMission> {
  constructor(private readonly aggregates: AggregateRepository) {}

  execute({ missionId, change, context }: ChangeMission) {
    return this.aggregates.decide(context, async (streams) => {
      const missionStream = STREAMS.mission(missionId);
      if (change.kind === 'SetStatus' && change.status === 'open') {
        const { assignmentId } = await streams.read(missionStream, missionDecider);
        if (assignmentId) await releaseHolder(streams, assignmentId);
      }
      await streams.decide(missionStream, missionDecider, change);
      return {};
    });
  }
}

/** The holder's release as their own would be; an assignment released already stays so. */
async function releaseHolder(streams: Decision, assignmentId: string): Promise<void> {
  const held = await streams.read(STREAMS.assignment(assignmentId), assignmentDecider);
  if (!held.task || held.state === 'released') return;
  if (!isReleasable(held)) {
    throw new DomainRuleViolation('conflict', MISSIONS_CONSOLE_TEXTS.heldWorkSubmitted);
  }
  await decideOperatorStep(streams, assignmentId, {
    kind: 'Release',
    operatorId: held.task.operator_id,
    reason: RELEASED_BY_ADMIN,
  });
}
