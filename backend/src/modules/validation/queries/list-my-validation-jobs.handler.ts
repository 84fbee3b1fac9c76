import { VALIDATION_JOBS_COLLECTION, type ValidationJobDoc } from '@morphic/contracts/server';
import { toValidationJob, type ValidationJobsResponse } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { READ_STORE } from '#infrastructure/tokens';

/** The jobs the caller claimed, with their decisions, the latest claim first. */
export class ListMyValidationJobs extends Query<ValidationJobsResponse> {
  constructor(readonly validatorId: string) {
    super();
  }
}

@QueryHandler(ListMyValidationJobs)
export class ListMyValidationJobsHandler implements IQueryHandler<ListMyValidationJobs> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute({ validatorId }: ListMyValidationJobs): Promise<ValidationJobsResponse> {
    const jobs = await this.store
      .collection<ValidationJobDoc>(VALIDATION_JOBS_COLLECTION)
      .find({ claimed_by: validatorId }, { sort: { claimed_at: -1, _id: 1 } });
    return { success: true, jobs: jobs.map(toValidationJob) };
  }
}
