import { JIRA_ENDPOINTS } from '@morphic/contracts';
import { Controller, Res, StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Caller } from '#infrastructure/auth/caller.decorator';
import type { Principal } from '#infrastructure/auth/principal';
import { PathParam } from '#infrastructure/http/endpoint-input';
import { Endpoint } from '#infrastructure/http/endpoint.decorator';
import { JiraAttachmentDownloads } from './jira-attachment-downloads';

/** The files people attached to a mission's issue in Jira, fetched from Jira as asked for. */
@ApiTags('jira')
@Controller()
export class JiraAttachmentsController {
  constructor(private readonly downloads: JiraAttachmentDownloads) {}

  @Endpoint(JIRA_ENDPOINTS.jiraAttachment)
  async download(
    @PathParam('id') missionId: string,
    @PathParam('attachmentId') attachmentId: string,
    @Caller() caller: Principal,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const file = await this.downloads.open(caller, missionId, attachmentId);
    response.attachment(file.attachment.file_name);
    response.type(file.contentType);
    response.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(
      file.content,
      file.length === undefined ? {} : { length: file.length },
    );
  }
}
