import { OPERATORS_ENDPOINTS } from '@morphic/contracts';
import { Res, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { CV_MEDIA_TYPES } from '#infrastructure/files/cv-file';
import { FileStore } from '#infrastructure/files/file-store';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { GetStoredCv } from '../../cv/queries/get-stored-cv.handler';

const { downloadCv } = OPERATORS_ENDPOINTS;

/** The caller's own CV, under the name it was uploaded with. */
@HandlesEndpoint(downloadCv)
export class DownloadOwnCv {
  constructor(
    private readonly queries: QueryBus,
    private readonly files: FileStore,
  ) {}

  async handle(
    { caller }: EndpointRequest<typeof downloadCv>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<Reply<typeof downloadCv>> {
    const cv = await this.queries.execute(new GetStoredCv(caller.accountId));
    const content = await this.files.read(cv.saved_name);
    response.attachment(cv.original_name);
    response.type(CV_MEDIA_TYPES[cv.kind]);
    response.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(content, { length: content.length });
  }
}
