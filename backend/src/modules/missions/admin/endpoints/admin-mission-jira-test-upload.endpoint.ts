import { MISSIONS_ADMIN_ENDPOINTS, MISSIONS_CONSOLE_TEXTS as TEXTS } from '@morphic/contracts';
import { BadGatewayException, UploadedFiles } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import {
  SubmissionUpload,
  type UploadedSubmissionFile,
} from '../../assignment/http/submission-upload';
import { UploadAdminFiles } from '../commands/upload-admin-files.handler';

const { adminMissionJiraTestUpload } = MISSIONS_ADMIN_ENDPOINTS;

/**
 * Attaches files to the mission's Jira issue; Jira's refusal answers 502 with Jira's words, once
 * recorded on the mission.
 */
@HandlesEndpoint(adminMissionJiraTestUpload)
export class UploadAdminMissionToJira {
  constructor(
    private readonly commands: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @SubmissionUpload()
  async handle(
    { params: { id: missionId }, context }: EndpointRequest<typeof adminMissionJiraTestUpload>,
    @UploadedFiles() uploads: UploadedSubmissionFile[] | undefined,
  ): Promise<Reply<typeof adminMissionJiraTestUpload>> {
    const { jira, jiraFailure, position } = await this.commands.execute(
      new UploadAdminFiles({ kind: 'mission', missionId, toJira: true }, uploads ?? [], context),
    );
    await this.readYourWrites.settled(position);
    if (jiraFailure || !jira) throw new BadGatewayException(jiraFailure ?? TEXTS.jiraUploadFailed);
    return {
      success: true,
      message: TEXTS.jiraFilesUploaded(jira.uploaded, jira.key),
      uploaded: jira.uploaded,
      total: jira.total,
      jira_key: jira.key,
      position,
    };
  }
}
