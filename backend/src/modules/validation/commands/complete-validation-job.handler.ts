import { STREAMS } from '@morphic/contracts/server';
import { VALIDATION_TEXTS, type ValidationDecision } from '@morphic/contracts';
import type { LogPosition } from '@morphic/stores';
import { Command, CommandBus, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../infrastructure/commands/aggregate-repository';
import type { CommandContext } from '../../../infrastructure/commands/command-context';
import { DomainRuleViolation } from '../../../infrastructure/commands/decider';
import { sendNotificationOnce } from '../../messaging/notifications/commands/send-notification-once';
import { latestPosition } from '../../missions/assignment/latest-position';
import { OnboardingProgress } from '../../operators/onboarding/onboarding-progress';
import { CreditsLedger } from '../credits/credits-ledger';
import { decisionNotification } from '../decision-notification';
import { GetValidationJob } from '../queries/get-validation-job.handler';
import { validationJobDecider } from '../validation-job/validation-job.decider';

export interface ValidatorDecision {
  readonly decision: ValidationDecision;
  readonly score: number;
  readonly report: string;
}

/** The claimer's decision on a job, and what follows from it. */
export class CompleteValidationJob extends Command<{ position: LogPosition | null }> {
  constructor(
    readonly entryId: string,
    readonly validatorId: string,
    readonly decision: ValidatorDecision,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/**
 * In this order: 1. `Decided` on the assignment stream (only the claimer, only once);
 * 2. on a pass of a marketplace assignment, `CreditsAwarded` for the mission's reward on the
 * operator stream; 3. the operator's notification; 4. for an onboarding assignment, the
 * onboarding progress. Each step after the first is keyed by the assignment or the entry, so
 * sending the same decision again (after a lost answer or a crash between steps) redoes only
 * the steps that are missing, and never pays or notifies twice.
 */
@CommandHandler(CompleteValidationJob)
export class CompleteValidationJobHandler implements ICommandHandler<CompleteValidationJob> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly credits: CreditsLedger,
    private readonly onboarding: OnboardingProgress,
  ) {}

  async execute({
    entryId,
    validatorId,
    decision,
    context,
  }: CompleteValidationJob): Promise<{ position: LogPosition | null }> {
    const job = await this.queries.execute(new GetValidationJob(entryId));
    const decided = await this.aggregates.execute(
      STREAMS.assignment(job.assignment_id),
      validationJobDecider,
      { kind: 'Decide', entryId, validatorId, ...decision },
      context,
    );
    const task = decided.state.task;
    if (!task) throw new DomainRuleViolation('not_found', VALIDATION_TEXTS.jobNotFound);

    const positions = [decided.position];
    if (decision.decision === 'pass' && task.source === 'mission') {
      const paid = await this.credits.award(
        {
          operator_id: task.operator_id,
          assignment_id: task.assignment_id,
          amount: task.reward_amount,
          reason: VALIDATION_TEXTS.creditsReason(task.title),
        },
        context,
      );
      positions.push(paid.position);
    }
    positions.push(
      await sendNotificationOnce(
        this.commands,
        decisionNotification({ entryId, task, decision: decision.decision, score: decision.score }),
        context,
      ),
    );
    if (task.source === 'onboarding') {
      await this.onboarding.afterDecision(
        {
          operatorId: task.operator_id,
          assignmentId: task.assignment_id,
          skill: task.skill,
          decision: decision.decision,
        },
        context,
      );
    }
    return { position: latestPosition(...positions) };
  }
}
