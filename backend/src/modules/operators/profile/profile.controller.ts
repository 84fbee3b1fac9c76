import {
  CV_TEXTS,
  PROFILE_TEXTS,
  UpdateProfileRequestSchema,
  type CvInfo,
  type ProfileChanges,
  type SessionUser,
} from '@morphic/contracts';
import type { LogPosition } from '@morphic/stores';
import { toCvInfo } from '@morphic/projections';
import {
  BadRequestException,
  Controller,
  ForbiddenException,
  Get,
  HttpCode,
  Post,
  Put,
  Req,
  Res,
  StreamableFile,
  UploadedFile,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Access } from '../../../infrastructure/auth/access.decorator';
import type { AuthenticatedRequest, Principal } from '../../../infrastructure/auth/principal';
import type { CommandContext } from '../../../infrastructure/commands/command-context';
import { CvUpload, type UploadedCv } from '../../../infrastructure/files/cv-file';
import { FileStore } from '../../../infrastructure/files/file-store';
import { CommandEndpoint } from '../../../infrastructure/http/command.decorator';
import { ReadYourWrites } from '../../../infrastructure/http/read-your-writes';
import { Ctx } from '../../../infrastructure/http/request-context';
import { ApiZodBody, ZodBody } from '../../../infrastructure/http/zod-body';
import { GetSessionUser } from '../../identity/session/queries/get-session-user.handler';
import { UploadCv } from '../cv/commands/upload-cv.handler';
import { GetStoredCv } from '../cv/queries/get-stored-cv.handler';
import { principalOf } from '../../../infrastructure/auth/ownership';
import { UpdateProfile } from './commands/update-profile.handler';

const CV_MEDIA_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

/** Only operator accounts have a profile and a CV; representatives belong to a company. */
function operatorOf(request: AuthenticatedRequest): Principal {
  const principal = principalOf(request);
  if (principal.type !== 'operator')
    throw new ForbiddenException(PROFILE_TEXTS.companyRepNoProfile);
  return principal;
}

@ApiTags('profile')
@ApiBearerAuth()
@Controller('api/auth/profile')
export class ProfileController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
    private readonly files: FileStore,
  ) {}

  @Put()
  @Access('user')
  @CommandEndpoint()
  @ApiZodBody(UpdateProfileRequestSchema)
  async update(
    @ZodBody(UpdateProfileRequestSchema) body: ProfileChanges,
    @Req() request: AuthenticatedRequest,
    @Ctx() context: CommandContext,
  ): Promise<{ success: true; user: SessionUser; message: string; position: LogPosition | null }> {
    const principal = operatorOf(request);
    const { position } = await this.commands.execute(
      new UpdateProfile(principal.accountId, body, context),
    );
    await this.readYourWrites.settled(position);
    const user = await this.queries.execute(
      new GetSessionUser(principal.accountId, principal.impersonatorId),
    );
    return { success: true, user, message: PROFILE_TEXTS.updated, position };
  }

  @Post('cv')
  @HttpCode(200)
  @Access('user')
  @CommandEndpoint()
  @CvUpload()
  async uploadCv(
    @UploadedFile() file: UploadedCv | undefined,
    @Req() request: AuthenticatedRequest,
    @Ctx() context: CommandContext,
  ): Promise<{ success: true; cv: CvInfo; message: string; position: LogPosition | null }> {
    const principal = operatorOf(request);
    if (!file) throw new BadRequestException(CV_TEXTS.fileMissing);
    const { position } = await this.commands.execute(
      new UploadCv(principal.accountId, file, context),
    );
    await this.readYourWrites.settled(position);
    const cv = await this.queries.execute(new GetStoredCv(principal.accountId));
    return { success: true, cv: toCvInfo(cv), message: CV_TEXTS.uploaded, position };
  }

  /** The caller's own CV, under the name it was uploaded with. */
  @Get('cv/download')
  @Access('user')
  async downloadCv(
    @Req() request: AuthenticatedRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const cv = await this.queries.execute(new GetStoredCv(principalOf(request).accountId));
    const content = await this.files.read(cv.saved_name);
    response.attachment(cv.original_name);
    response.type(CV_MEDIA_TYPES[cv.kind]);
    response.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(content, { length: content.length });
  }
}
