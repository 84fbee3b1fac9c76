import { VALIDATION_ENDPOINTS, toValidationJob } from '@morphic/contracts';
import type { LogPosition } from '@morphic/stores';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { GetValidationJob } from '../queries/get-validation-job.handler';

/** What claiming or deciding a job answers. */
export type ValidationJobReply = Reply<typeof VALIDATION_ENDPOINTS.claim>;

/** The answer of the job commands: the job as the read models hold it after the command. */
@Injectable()
export class ValidationJobAnswer {
  constructor(
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  /** The job as the read models now hold it, once they include the command's events. */
  async of(
    entryId: string,
    message: string,
    position: LogPosition | null,
  ): Promise<ValidationJobReply> {
    await this.readYourWrites.settled(position);
    const job = await this.queries.execute(new GetValidationJob(entryId));
    return { success: true, message, job: toValidationJob(job), position };
  }
}
