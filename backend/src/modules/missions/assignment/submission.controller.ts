import {
  ASSIGNMENT_TEXTS,
  SubmitRequestSchema,
  type Assignment,
  type SubmitRequest,
} from '@morphic/contracts';
import type { LogPosition } from '@morphic/stores';
import {
  Controller,
  Delete,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  Post,
  Req,
  Res,
  StreamableFile,
  UploadedFiles,
} from '@nestjs/common';
import { CommandBus, QueryBus, type Command } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import type { Response } from 'express';
import { Access } from '../../../infrastructure/auth/access.decorator';
import { principalOf } from '../../../infrastructure/auth/ownership';
import type { AuthenticatedRequest } from '../../../infrastructure/auth/principal';
import type { CommandContext } from '../../../infrastructure/commands/command-context';
import { FileStore } from '../../../infrastructure/files/file-store';
import { CommandEndpoint } from '../../../infrastructure/http/command.decorator';
import { ReadYourWrites } from '../../../infrastructure/http/read-your-writes';
import { Ctx } from '../../../infrastructure/http/request-context';
import { ApiZodBody, ZodBody } from '../../../infrastructure/http/zod-body';
import { assertCanView } from './assignment-access';
import { ChangeAssignment } from './commands/change-assignment.handler';
import { RetryAssignment } from './commands/retry-assignment.handler';
import { UploadSubmissionFiles } from './commands/upload-submission-files.handler';
import { SubmissionUpload, type UploadedSubmissionFile } from './http/submission-upload';
import { GetAssignment } from './queries/get-assignment.handler';

const RELEASED_BY_OPERATOR = 'released by operator';

interface Changed {
  readonly success: true;
  readonly message: string;
  readonly assignment: Assignment;
  readonly position: LogPosition | null;
}

/**
 * The operator's work on their own assignment: files, submit and unsubmit, release and retry.
 * The marketplace paths are the same commands under the names the marketplace page calls.
 */
@ApiTags('assignments')
@ApiBearerAuth()
@Controller('api')
export class SubmissionController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
    private readonly files: FileStore,
  ) {}

  @Post(['assignments/:id/upload', 'marketplace/assignments/:id/upload'])
  @HttpCode(200)
  @Access('operator')
  @CommandEndpoint()
  @SubmissionUpload()
  async upload(
    @Param('id') id: string,
    @UploadedFiles() uploads: UploadedSubmissionFile[] | undefined,
    @Req() request: AuthenticatedRequest,
    @Ctx() context: CommandContext,
  ) {
    const operatorId = principalOf(request).accountId;
    const { files, position } = await this.commands.execute(
      new UploadSubmissionFiles(id, operatorId, uploads ?? [], context),
    );
    const answer = await this.readBack(id, ASSIGNMENT_TEXTS.uploaded(files.length), position);
    const kept = answer.assignment.submission_files.filter((f) =>
      files.some((stored) => stored.saved_name === f.saved_name),
    );
    return { ...answer, files: kept };
  }

  @Delete('assignments/:id/files/:fileName')
  @HttpCode(200)
  @Access('operator')
  @CommandEndpoint()
  removeFile(
    @Param('id') id: string,
    @Param('fileName') fileName: string,
    @Req() request: AuthenticatedRequest,
    @Ctx() context: CommandContext,
  ): Promise<Changed> {
    const operatorId = principalOf(request).accountId;
    return this.change(
      id,
      new ChangeAssignment(id, { kind: 'RemoveFile', operatorId, fileName }, context),
      ASSIGNMENT_TEXTS.removed,
    );
  }

  /** A submission file under its original name (not a command: no Idempotency-Key). */
  @Get('assignments/:id/files/:fileName')
  @Access('user')
  async download(
    @Param('id') id: string,
    @Param('fileName') fileName: string,
    @Req() request: AuthenticatedRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const assignment = await this.queries.execute(new GetAssignment(id));
    assertCanView(principalOf(request), assignment);
    const file =
      assignment.submission_files.find((f) => f.saved_name === fileName) ??
      assignment.submission_files.find((f) => f.original_name === fileName);
    if (!file) throw new NotFoundException(ASSIGNMENT_TEXTS.fileNotFound);
    const content = await this.files.read(file.saved_name);
    response.attachment(file.original_name);
    response.type(file.content_type);
    response.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(content, { length: content.length });
  }

  @Post(['assignments/:id/submit', 'marketplace/assignments/:id/submit'])
  @HttpCode(200)
  @Access('operator')
  @CommandEndpoint()
  @ApiZodBody(SubmitRequestSchema)
  submit(
    @Param('id') id: string,
    @ZodBody(SubmitRequestSchema) body: SubmitRequest,
    @Req() request: AuthenticatedRequest,
    @Ctx() context: CommandContext,
  ): Promise<Changed> {
    const operatorId = principalOf(request).accountId;
    return this.change(
      id,
      new ChangeAssignment(
        id,
        { kind: 'Submit', operatorId, notes: body.submission_notes, entryId: randomUUID() },
        context,
      ),
      ASSIGNMENT_TEXTS.submitted,
    );
  }

  @Post('assignments/:id/unsubmit')
  @HttpCode(200)
  @Access('operator')
  @CommandEndpoint()
  unsubmit(
    @Param('id') id: string,
    @Req() request: AuthenticatedRequest,
    @Ctx() context: CommandContext,
  ): Promise<Changed> {
    const operatorId = principalOf(request).accountId;
    return this.change(
      id,
      new ChangeAssignment(id, { kind: 'Unsubmit', operatorId }, context),
      ASSIGNMENT_TEXTS.unsubmitted,
    );
  }

  @Post('assignments/:id/release')
  @HttpCode(200)
  @Access('operator')
  @CommandEndpoint()
  release(
    @Param('id') id: string,
    @Req() request: AuthenticatedRequest,
    @Ctx() context: CommandContext,
  ): Promise<Changed> {
    const operatorId = principalOf(request).accountId;
    return this.change(
      id,
      new ChangeAssignment(
        id,
        { kind: 'Release', operatorId, reason: RELEASED_BY_OPERATOR },
        context,
      ),
      ASSIGNMENT_TEXTS.released,
    );
  }

  @Post('assignments/:id/retry')
  @HttpCode(200)
  @Access('operator')
  @CommandEndpoint()
  retry(
    @Param('id') id: string,
    @Req() request: AuthenticatedRequest,
    @Ctx() context: CommandContext,
  ): Promise<Changed> {
    const operatorId = principalOf(request).accountId;
    return this.change(id, new RetryAssignment(id, operatorId, context), ASSIGNMENT_TEXTS.retried);
  }

  private async change(
    id: string,
    command: Command<{ position: LogPosition | null }>,
    message: string,
  ): Promise<Changed> {
    const { position } = await this.commands.execute(command);
    return this.readBack(id, message, position);
  }

  /** Answers once the read models hold the change, with the assignment as it now is. */
  private async readBack(id: string, message: string, position: LogPosition | null) {
    await this.readYourWrites.settled(position);
    const assignment = await this.queries.execute(new GetAssignment(id));
    return { success: true as const, message, assignment, position };
  }
}
