import { MISSIONS_ADMIN_ENDPOINTS, MISSIONS_CONSOLE_TEXTS as TEXTS } from '@morphic/contracts';
import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CommandContext } from '#infrastructure/commands/command-context';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import type { UploadedSubmissionFile } from '../../assignment/http/submission-upload';
import { UploadAdminFiles, type AdminUploadTarget } from '../commands/upload-admin-files.handler';

/** What an admin's upload to the platform's private store answers. */
export type AdminUploadReply = Reply<typeof MISSIONS_ADMIN_ENDPOINTS.adminMissionUploadTest>;

/** An admin's upload to the platform's private store, for a mission or an assignment. */
@Injectable()
export class AdminUpload {
  constructor(
    private readonly commands: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  async to(
    target: AdminUploadTarget,
    uploads: UploadedSubmissionFile[] | undefined,
    context: CommandContext,
  ): Promise<AdminUploadReply> {
    const { files, position } = await this.commands.execute(
      new UploadAdminFiles(target, uploads ?? [], context),
    );
    await this.readYourWrites.settled(position);
    return { success: true, message: TEXTS.filesUploaded(files.length), files, position };
  }
}
