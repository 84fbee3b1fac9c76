import { VALIDATION_JOBS_COLLECTION, type ValidationJobDoc } from '@morphic/contracts/server';
import { VALIDATION_TEXTS } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DomainRuleViolation } from '#infrastructure/commands/decider';
import { READ_STORE } from '#infrastructure/tokens';

/** One validation job by its entry id; 404 when there is none. */
export class GetValidationJob extends Query<ValidationJobDoc> {
  constructor(readonly entryId: string) {
    super();
  }
}

@QueryHandler(GetValidationJob)
export class GetValidationJobHandler implements IQueryHandler<GetValidationJob> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute({ entryId }: GetValidationJob): Promise<ValidationJobDoc> {
    const job = await this.store
      .collection<ValidationJobDoc>(VALIDATION_JOBS_COLLECTION)
      .findOne({ _id: entryId });
    if (!job) throw new DomainRuleViolation('not_found', VALIDATION_TEXTS.jobNotFound);
    return job;
  }
}
