import { CV_TEXTS, OPERATORS_ENDPOINTS } from '@morphic/contracts';
import { toCvInfo } from '@morphic/projections';
import { BadRequestException, UploadedFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CvUpload, type UploadedCv } from '#infrastructure/files/cv-file';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { UploadCv } from '../../cv/commands/upload-cv.handler';
import { GetStoredCv } from '../../cv/queries/get-stored-cv.handler';
import { assertOperator } from '../assert-operator';

const { uploadCv } = OPERATORS_ENDPOINTS;

/** Uploads or replaces the caller's own CV. */
@HandlesEndpoint(uploadCv)
export class UploadOwnCv {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @CvUpload()
  async handle(
    { caller, context }: EndpointRequest<typeof uploadCv>,
    @UploadedFile() file: UploadedCv | undefined,
  ): Promise<Reply<typeof uploadCv>> {
    assertOperator(caller);
    if (!file) throw new BadRequestException(CV_TEXTS.fileMissing);
    const { position } = await this.commands.execute(new UploadCv(caller.accountId, file, context));
    await this.readYourWrites.settled(position);
    const cv = await this.queries.execute(new GetStoredCv(caller.accountId));
    return { success: true, cv: toCvInfo(cv), message: CV_TEXTS.uploaded, position };
  }
}
