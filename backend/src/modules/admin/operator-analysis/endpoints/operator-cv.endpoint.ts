import { OPERATOR_ANALYSIS_ENDPOINTS, OPERATOR_ANALYSIS_TEXTS as T } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { Inject, NotFoundException, Res, StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { CV_MEDIA_TYPES } from '#infrastructure/files/cv-file';
import { FileStore } from '#infrastructure/files/file-store';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { READ_STORE } from '#infrastructure/tokens';
import { analysedAccount } from '../analysed-operator';

const { operatorCv } = OPERATOR_ANALYSIS_ENDPOINTS;

/** The operator's CV, under the name it was uploaded with; 404 when they have none. */
@HandlesEndpoint(operatorCv)
export class OperatorCv {
  constructor(
    private readonly files: FileStore,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  async handle(
    { params: { id: operatorId } }: EndpointRequest<typeof operatorCv>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<Reply<typeof operatorCv>> {
    const { cv } = await analysedAccount(this.store, operatorId);
    if (!cv) throw new NotFoundException(T.cvNotFound);
    const content = await this.files.read(cv.saved_name);
    response.attachment(cv.original_name);
    response.type(CV_MEDIA_TYPES[cv.kind]);
    response.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(content, { length: content.length });
  }
}
