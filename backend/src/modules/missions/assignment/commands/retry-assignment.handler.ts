import { STREAMS } from '@morphic/contracts/server';
import type { LogPosition } from '@morphic/stores';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import type { Decision } from '#infrastructure/commands/decision';
import { missionDecider } from '../../mission/mission.decider';
import { assignmentDecider } from '../assignment.decider';
import { ONBOARDING_RETRIES, type OnboardingRetries } from '../onboarding-retries.port';
import { decideOperatorStep } from '../operator-step';

/** What a retry answers: the assignment to work on now. */
export interface RetryResult {
  readonly assignmentId: string;
  readonly position: LogPosition | null;
}

/**
 * A failed assignment goes back to accepted, unless its mission is open again in the
 * marketplace (or held by another assignment): then the operator re-applies from there. A
 * marketplace assignment takes its operator's work slot back in the same append. A failed
 * onboarding assignment is not reopened: the retry is the skill's open or next bank task.
 */
export class RetryAssignment extends Command<RetryResult> {
  constructor(
    readonly assignmentId: string,
    readonly operatorId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(RetryAssignment)
export class RetryAssignmentHandler implements ICommandHandler<RetryAssignment> {
  constructor(
    private readonly aggregates: AggregateRepository,
    @Inject(ONBOARDING_RETRIES) private readonly onboardingRetries: OnboardingRetries,
  ) {}

  execute({ assignmentId, operatorId, context }: RetryAssignment): Promise<RetryResult> {
    return this.aggregates.decide(context, async (streams) => {
      const missionOpenAgain = await this.missionOpenAgain(streams, assignmentId);
      const { task } = await decideOperatorStep(streams, assignmentId, {
        kind: 'Retry',
        operatorId,
        missionOpenAgain,
      });
      if (task?.source !== 'onboarding' || task.skill === null) return { assignmentId };
      return {
        assignmentId: await this.onboardingRetries.retryIn(streams, operatorId, task.skill),
      };
    });
  }

  /** The mission no longer holds this assignment: it was reopened, or taken by someone else. */
  private async missionOpenAgain(streams: Decision, assignmentId: string): Promise<boolean> {
    const assignment = await streams.read(STREAMS.assignment(assignmentId), assignmentDecider);
    const missionId = assignment.task?.mission_id;
    if (!missionId) return false;
    const mission = await streams.read(STREAMS.mission(missionId), missionDecider);
    return mission.posted !== null && mission.assignmentId !== assignmentId;
  }
}
