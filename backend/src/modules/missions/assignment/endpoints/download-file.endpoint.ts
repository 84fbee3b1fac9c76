import { ASSIGNMENT_TEXTS, MISSIONS_ENDPOINTS } from '@morphic/contracts';
import { NotFoundException, Res, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { FileStore } from '#infrastructure/files/file-store';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import { assertCanView } from '../assignment-access';
import { GetAssignment } from '../queries/get-assignment.handler';

const { downloadFile } = MISSIONS_ENDPOINTS;

/** A submission file under its original name (not a command: no Idempotency-Key). */
@HandlesEndpoint(downloadFile)
export class DownloadSubmissionFile {
  constructor(
    private readonly queries: QueryBus,
    private readonly files: FileStore,
  ) {}

  async handle(
    { params: { id, fileName }, caller }: EndpointRequest<typeof downloadFile>,
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
}
