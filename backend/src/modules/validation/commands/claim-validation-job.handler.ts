import { STREAMS } from '@morphic/contracts/server';
import type { LogPosition } from '@morphic/stores';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { GetValidationJob } from '../queries/get-validation-job.handler';
import { validationJobDecider } from '../validation-job/validation-job.decider';

/**
 * A validator claims an open job. The claim is decided on the assignment's stream with its
 * expected revision, so of several validators racing for one job exactly one wins; the others
 * decide again on the new state and get 409.
 */
export class ClaimValidationJob extends Command<{ position: LogPosition | null }> {
  constructor(
    readonly entryId: string,
    readonly validatorId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ClaimValidationJob)
export class ClaimValidationJobHandler implements ICommandHandler<ClaimValidationJob> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly queries: QueryBus,
  ) {}

  async execute({
    entryId,
    validatorId,
    context,
  }: ClaimValidationJob): Promise<{ position: LogPosition | null }> {
    // The read model only says which assignment the job belongs to; its stream decides.
    const job = await this.queries.execute(new GetValidationJob(entryId));
    const outcome = await this.aggregates.execute(
      STREAMS.assignment(job.assignment_id),
      validationJobDecider,
      { kind: 'Claim', entryId, validatorId },
      context,
    );
    return { position: outcome.position };
  }
}
