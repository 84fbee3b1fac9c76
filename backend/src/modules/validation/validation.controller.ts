import {
  VALIDATION_ENDPOINTS,
  VALIDATION_TEXTS,
  toValidationJob,
  type BodyOf,
  type QueryOf,
} from '@morphic/contracts';
import type { LogPosition } from '@morphic/stores';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Caller } from '#infrastructure/auth/caller.decorator';
import type { Principal } from '#infrastructure/auth/principal';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { PathParam, RequestBody, RequestQuery } from '#infrastructure/http/endpoint-input';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { Endpoint } from '#infrastructure/http/endpoint.decorator';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { Ctx } from '#infrastructure/http/request-context';
import { ClaimValidationJob } from './commands/claim-validation-job.handler';
import { CompleteValidationJob } from './commands/complete-validation-job.handler';
import { GetValidationJob } from './queries/get-validation-job.handler';
import { ListMyValidationJobs } from './queries/list-my-validation-jobs.handler';
import { ListOpenValidationJobs } from './queries/list-open-validation-jobs.handler';

const { openJobs, myJobs, claim, complete } = VALIDATION_ENDPOINTS;

type JobAnswer = Reply<typeof claim>;

/** Validations (spec 02 sections 2 and 7): validators and founders only. */
@ApiTags('validation')
@Controller()
export class ValidationController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Endpoint(openJobs)
  open(
    @RequestQuery() query: QueryOf<typeof openJobs>,
    @Caller() caller: Principal,
  ): Promise<Reply<typeof openJobs>> {
    return this.queries.execute(new ListOpenValidationJobs(caller.accountId, query.limit));
  }

  @Endpoint(myJobs)
  my(@Caller() caller: Principal): Promise<Reply<typeof myJobs>> {
    return this.queries.execute(new ListMyValidationJobs(caller.accountId));
  }

  @Endpoint(claim)
  async claim(
    @PathParam('entryId') entryId: string,
    @Caller() caller: Principal,
    @Ctx() context: CommandContext,
  ): Promise<JobAnswer> {
    const { position } = await this.commands.execute(
      new ClaimValidationJob(entryId, caller.accountId, context),
    );
    return this.answer(entryId, VALIDATION_TEXTS.claimed, position);
  }

  @Endpoint(complete)
  async complete(
    @PathParam('entryId') entryId: string,
    @RequestBody() body: BodyOf<typeof complete>,
    @Caller() caller: Principal,
    @Ctx() context: CommandContext,
  ): Promise<JobAnswer> {
    const { position } = await this.commands.execute(
      new CompleteValidationJob(entryId, caller.accountId, body, context),
    );
    return this.answer(entryId, VALIDATION_TEXTS.decisionRecorded, position);
  }

  /** The job as the read models now hold it, once they include the command's events. */
  private async answer(
    entryId: string,
    message: string,
    position: LogPosition | null,
  ): Promise<JobAnswer> {
    await this.readYourWrites.settled(position);
    const job = await this.queries.execute(new GetValidationJob(entryId));
    return { success: true, message, job: toValidationJob(job), position };
  }
}
