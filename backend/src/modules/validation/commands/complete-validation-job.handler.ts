import { STREAMS } from '@morphic/contracts/server';
import { VALIDATION_TEXTS, type ValidationDecision } from '@morphic/contracts';
import type { LogPosition } from '@morphic/stores';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { DomainRuleViolation } from '#infrastructure/commands/decider';
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
 * `Decided` on the assignment stream: only the claimer, only once. What follows from it lives
 * in reactors, each acting once per decision even across a crash: the reward paid on a pass of
 * a marketplace assignment (validation-payment), the operator's notification
 * (decision-notification), onboarding progress (onboarding-progress). The answer waits for
 * them (read-your-writes), so the operator's credits are there when the validator is answered.
 */
@CommandHandler(CompleteValidationJob)
export class CompleteValidationJobHandler implements ICommandHandler<CompleteValidationJob> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly queries: QueryBus,
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
    if (!decided.state.task)
      throw new DomainRuleViolation('not_found', VALIDATION_TEXTS.jobNotFound);
    return { position: decided.position };
  }
}
