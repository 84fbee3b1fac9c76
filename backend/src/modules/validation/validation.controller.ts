import {
  OpenValidationJobsQuerySchema,
  OperatorCompleteRequestSchema,
  VALIDATION_TEXTS,
  toValidationJob,
  type ValidationJob,
  type ValidationJobsResponse,
} from '@morphic/contracts';
import type { LogPosition } from '@morphic/stores';
import { Controller, Get, HttpCode, Param, Post, Query as QueryParams, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { Access } from '../../infrastructure/auth/access.decorator';
import { principalOf } from '../../infrastructure/auth/ownership';
import type { AuthenticatedRequest } from '../../infrastructure/auth/principal';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import { CommandEndpoint } from '../../infrastructure/http/command.decorator';
import { ReadYourWrites } from '../../infrastructure/http/read-your-writes';
import { Ctx } from '../../infrastructure/http/request-context';
import { ApiZodBody, ZodBody, parseInput } from '../../infrastructure/http/zod-body';
import { ClaimValidationJob } from './commands/claim-validation-job.handler';
import { CompleteValidationJob } from './commands/complete-validation-job.handler';
import { GetValidationJob } from './queries/get-validation-job.handler';
import { ListMyValidationJobs } from './queries/list-my-validation-jobs.handler';
import { ListOpenValidationJobs } from './queries/list-open-validation-jobs.handler';

interface JobAnswer {
  readonly success: true;
  readonly message: string;
  readonly job: ValidationJob;
  readonly position: LogPosition | null;
}

/** Validations (spec 02 sections 2 and 7): validators and founders only. */
@ApiTags('validation')
@ApiBearerAuth()
@Controller('api/validation')
export class ValidationController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Get('open')
  @Access('validator')
  @ApiQuery({ name: 'limit', required: false, description: 'At most this many jobs (default 20)' })
  open(
    @QueryParams() params: Record<string, unknown>,
    @Req() request: AuthenticatedRequest,
  ): Promise<ValidationJobsResponse> {
    const { limit } = parseInput(OpenValidationJobsQuerySchema, params);
    return this.queries.execute(new ListOpenValidationJobs(principalOf(request).accountId, limit));
  }

  @Get('my')
  @Access('validator')
  my(@Req() request: AuthenticatedRequest): Promise<ValidationJobsResponse> {
    return this.queries.execute(new ListMyValidationJobs(principalOf(request).accountId));
  }

  @Post('jobs/:entryId/claim')
  @HttpCode(200)
  @Access('validator')
  @CommandEndpoint()
  async claim(
    @Param('entryId') entryId: string,
    @Req() request: AuthenticatedRequest,
    @Ctx() context: CommandContext,
  ): Promise<JobAnswer> {
    const { position } = await this.commands.execute(
      new ClaimValidationJob(entryId, principalOf(request).accountId, context),
    );
    return this.answer(entryId, VALIDATION_TEXTS.claimed, position);
  }

  @Post('jobs/:entryId/operator-complete')
  @HttpCode(200)
  @Access('validator')
  @CommandEndpoint()
  @ApiZodBody(OperatorCompleteRequestSchema)
  async complete(
    @Param('entryId') entryId: string,
    @ZodBody(OperatorCompleteRequestSchema) body: z.output<typeof OperatorCompleteRequestSchema>,
    @Req() request: AuthenticatedRequest,
    @Ctx() context: CommandContext,
  ): Promise<JobAnswer> {
    const { position } = await this.commands.execute(
      new CompleteValidationJob(entryId, principalOf(request).accountId, body, context),
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
