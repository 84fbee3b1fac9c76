import { VALIDATION_JOBS_COLLECTION, type ValidationJobDoc } from '@morphic/contracts/server';
import { toValidationJob, type ValidationJobsResponse } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { READ_STORE } from '#infrastructure/tokens';

/** Peer jobs waiting for a validator, oldest first, never the caller's own work. */
export class ListOpenValidationJobs extends Query<ValidationJobsResponse> {
  constructor(
    readonly callerId: string,
    readonly limit: number,
  ) {
    super();
  }
}

@QueryHandler(ListOpenValidationJobs)
export class ListOpenValidationJobsHandler implements IQueryHandler<ListOpenValidationJobs> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute({ callerId, limit }: ListOpenValidationJobs): Promise<ValidationJobsResponse> {
    const jobs = await this.store
      .collection<ValidationJobDoc>(VALIDATION_JOBS_COLLECTION)
      .find(
        { status: 'open', validator_kind: 'peer', 'operator.id': { $ne: callerId } },
        { sort: { submitted_at: 1, _id: 1 }, limit },
      );
    return { success: true, jobs: jobs.map(toValidationJob) };
  }
}
