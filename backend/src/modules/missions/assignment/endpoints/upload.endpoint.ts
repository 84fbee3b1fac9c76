import { ASSIGNMENT_TEXTS, MISSIONS_ENDPOINTS } from '@morphic/contracts';
import { UploadedFiles } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { UploadSubmissionFiles } from '../commands/upload-submission-files.handler';
import { SubmissionUpload, type UploadedSubmissionFile } from '../http/submission-upload';
import { AssignmentReadBack } from './assignment-read-back';

const { upload } = MISSIONS_ENDPOINTS;

/**
 * Adds submission files to the caller's assignment; also served at the marketplace page's path
 * (the definition's alias).
 */
@HandlesEndpoint(upload)
export class UploadAssignmentFiles {
  constructor(
    private readonly commands: CommandBus,
    private readonly answers: AssignmentReadBack,
  ) {}

  @SubmissionUpload()
  async handle(
    { params: { id }, caller, context }: EndpointRequest<typeof upload>,
    @UploadedFiles() uploads: UploadedSubmissionFile[] | undefined,
  ): Promise<Reply<typeof upload>> {
    const { files, position } = await this.commands.execute(
      new UploadSubmissionFiles(id, caller.accountId, uploads ?? [], context),
    );
    const answer = await this.answers.readBack(
      id,
      ASSIGNMENT_TEXTS.uploaded(files.length),
      position,
    );
    const kept = answer.assignment.submission_files.filter((f) =>
      files.some((stored) => stored.saved_name === f.saved_name),
    );
    return { ...answer, files: kept };
  }
}
