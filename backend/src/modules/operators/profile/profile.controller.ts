import { CV_TEXTS, OPERATORS_ENDPOINTS, PROFILE_TEXTS, type BodyOf } from '@morphic/contracts';
import { toCvInfo } from '@morphic/projections';
import {
  BadRequestException,
  Controller,
  ForbiddenException,
  Res,
  StreamableFile,
  UploadedFile,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Caller } from '#infrastructure/auth/caller.decorator';
import type { Principal } from '#infrastructure/auth/principal';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { CV_MEDIA_TYPES, CvUpload, type UploadedCv } from '#infrastructure/files/cv-file';
import { FileStore } from '#infrastructure/files/file-store';
import { RequestBody } from '#infrastructure/http/endpoint-input';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { Endpoint } from '#infrastructure/http/endpoint.decorator';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { Ctx } from '#infrastructure/http/request-context';
import { GetSessionUser } from '../../identity/session/queries/get-session-user.handler';
import { UploadCv } from '../cv/commands/upload-cv.handler';
import { GetStoredCv } from '../cv/queries/get-stored-cv.handler';
import { UpdateProfile } from './commands/update-profile.handler';

const { updateProfile, uploadCv, downloadCv } = OPERATORS_ENDPOINTS;

/** Only operator accounts have a profile and a CV; representatives belong to a company. */
function assertOperator(caller: Principal): void {
  if (caller.type !== 'operator') throw new ForbiddenException(PROFILE_TEXTS.companyRepNoProfile);
}

@ApiTags('profile')
@Controller()
export class ProfileController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
    private readonly files: FileStore,
  ) {}

  @Endpoint(updateProfile)
  async update(
    @RequestBody() body: BodyOf<typeof updateProfile>,
    @Caller() caller: Principal,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof updateProfile>> {
    assertOperator(caller);
    const { position } = await this.commands.execute(
      new UpdateProfile(caller.accountId, body, context),
    );
    await this.readYourWrites.settled(position);
    const user = await this.queries.execute(
      new GetSessionUser(caller.accountId, caller.impersonatorId),
    );
    return { success: true, user, message: PROFILE_TEXTS.updated, position };
  }

  @Endpoint(uploadCv)
  @CvUpload()
  async uploadCv(
    @UploadedFile() file: UploadedCv | undefined,
    @Caller() caller: Principal,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof uploadCv>> {
    assertOperator(caller);
    if (!file) throw new BadRequestException(CV_TEXTS.fileMissing);
    const { position } = await this.commands.execute(new UploadCv(caller.accountId, file, context));
    await this.readYourWrites.settled(position);
    const cv = await this.queries.execute(new GetStoredCv(caller.accountId));
    return { success: true, cv: toCvInfo(cv), message: CV_TEXTS.uploaded, position };
  }

  /** The caller's own CV, under the name it was uploaded with. */
  @Endpoint(downloadCv)
  async downloadCv(
    @Caller() caller: Principal,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const cv = await this.queries.execute(new GetStoredCv(caller.accountId));
    const content = await this.files.read(cv.saved_name);
    response.attachment(cv.original_name);
    response.type(CV_MEDIA_TYPES[cv.kind]);
    response.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(content, { length: content.length });
  }
}
