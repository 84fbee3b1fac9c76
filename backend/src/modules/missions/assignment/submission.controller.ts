import {
  ASSIGNMENT_TEXTS,
  MISSIONS_ENDPOINTS,
  ONBOARDING_TEXTS,
  type BodyOf,
} from '@morphic/contracts';
import type { LogPosition } from '@morphic/stores';
import { Controller, NotFoundException, Res, StreamableFile, UploadedFiles } from '@nestjs/common';
import { CommandBus, QueryBus, type Command } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import type { Response } from 'express';
import { Caller } from '#infrastructure/auth/caller.decorator';
import type { Principal } from '#infrastructure/auth/principal';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { FileStore } from '#infrastructure/files/file-store';
import { PathParam, RequestBody } from '#infrastructure/http/endpoint-input';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { Endpoint } from '#infrastructure/http/endpoint.decorator';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { Ctx } from '#infrastructure/http/request-context';
import { assertCanView } from './assignment-access';
import { ChangeAssignment } from './commands/change-assignment.handler';
import { RetryAssignment } from './commands/retry-assignment.handler';
import { UploadSubmissionFiles } from './commands/upload-submission-files.handler';
import { SubmissionUpload, type UploadedSubmissionFile } from './http/submission-upload';
import { GetAssignment } from './queries/get-assignment.handler';

const RELEASED_BY_OPERATOR = 'released by operator';

const { upload, removeFile, downloadFile, submit, unsubmit, release, retry } = MISSIONS_ENDPOINTS;

type Changed = Reply<typeof submit>;
type Uploaded = Reply<typeof upload>;

/**
 * The operator's work on their own assignment: files, submit and unsubmit, release and retry.
 * Upload and submit are also served at the marketplace page's paths (their definitions' aliases).
 */
@ApiTags('assignments')
@Controller()
export class SubmissionController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
    private readonly files: FileStore,
  ) {}

  @Endpoint(upload)
  @SubmissionUpload()
  async upload(
    @PathParam('id') id: string,
    @UploadedFiles() uploads: UploadedSubmissionFile[] | undefined,
    @Caller() caller: Principal,
    @Ctx() context: CommandContext,
  ): Promise<Uploaded> {
    const { files, position } = await this.commands.execute(
      new UploadSubmissionFiles(id, caller.accountId, uploads ?? [], context),
    );
    const answer = await this.readBack(id, ASSIGNMENT_TEXTS.uploaded(files.length), position);
    const kept = answer.assignment.submission_files.filter((f) =>
      files.some((stored) => stored.saved_name === f.saved_name),
    );
    return { ...answer, files: kept };
  }

  @Endpoint(removeFile)
  removeFile(
    @PathParam('id') id: string,
    @PathParam('fileName') fileName: string,
    @Caller() caller: Principal,
    @Ctx() context: CommandContext,
  ): Promise<Changed> {
    return this.change(
      id,
      new ChangeAssignment(
        id,
        { kind: 'RemoveFile', operatorId: caller.accountId, fileName },
        context,
      ),
      ASSIGNMENT_TEXTS.removed,
    );
  }

  /** A submission file under its original name (not a command: no Idempotency-Key). */
  @Endpoint(downloadFile)
  async download(
    @PathParam('id') id: string,
    @PathParam('fileName') fileName: string,
    @Caller() caller: Principal,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const assignment = await this.queries.execute(new GetAssignment(id));
    assertCanView(caller, assignment);
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

  @Endpoint(submit)
  submit(
    @PathParam('id') id: string,
    @RequestBody() body: BodyOf<typeof submit>,
    @Caller() caller: Principal,
    @Ctx() context: CommandContext,
  ): Promise<Changed> {
    return this.change(
      id,
      new ChangeAssignment(
        id,
        {
          kind: 'Submit',
          operatorId: caller.accountId,
          notes: body.submission_notes,
          entryId: randomUUID(),
        },
        context,
      ),
      ASSIGNMENT_TEXTS.submitted,
    );
  }

  @Endpoint(unsubmit)
  unsubmit(
    @PathParam('id') id: string,
    @Caller() caller: Principal,
    @Ctx() context: CommandContext,
  ): Promise<Changed> {
    return this.change(
      id,
      new ChangeAssignment(id, { kind: 'Unsubmit', operatorId: caller.accountId }, context),
      ASSIGNMENT_TEXTS.unsubmitted,
    );
  }

  @Endpoint(release)
  release(
    @PathParam('id') id: string,
    @Caller() caller: Principal,
    @Ctx() context: CommandContext,
  ): Promise<Changed> {
    return this.change(
      id,
      new ChangeAssignment(
        id,
        { kind: 'Release', operatorId: caller.accountId, reason: RELEASED_BY_OPERATOR },
        context,
      ),
      ASSIGNMENT_TEXTS.released,
    );
  }

  @Endpoint(retry)
  async retry(
    @PathParam('id') id: string,
    @Caller() caller: Principal,
    @Ctx() context: CommandContext,
  ): Promise<Changed> {
    const retried = await this.commands.execute(new RetryAssignment(id, caller.accountId, context));
    // A failed onboarding task is not reopened: the answer is the new task to work on.
    return retried.assignmentId === id
      ? this.readBack(id, ASSIGNMENT_TEXTS.retried, retried.position)
      : this.readBack(retried.assignmentId, ONBOARDING_TEXTS.retriedWithNewTask, retried.position);
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
