import { JIRA_ENDPOINTS } from '@morphic/contracts';
import { Res, StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { JiraAttachmentDownloads } from '../jira-attachment-downloads';

const { jiraAttachment } = JIRA_ENDPOINTS;

/** A file people attached to a mission's issue in Jira, fetched from Jira as asked for. */
@HandlesEndpoint(jiraAttachment)
export class JiraAttachment {
  constructor(private readonly downloads: JiraAttachmentDownloads) {}

  async handle(
    { params: { id: missionId, attachmentId }, caller }: EndpointRequest<typeof jiraAttachment>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<Reply<typeof jiraAttachment>> {
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
