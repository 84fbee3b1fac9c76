import { JIRA_ENDPOINTS } from '@morphic/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { PushMissionToJira } from '../commands/push-mission-to-jira.handler';

const { adminMissionJiraUpload } = JIRA_ENDPOINTS;

/** Attaches the mission's validated solution files to its Jira issue, for an admin. */
@HandlesEndpoint(adminMissionJiraUpload)
export class AdminMissionJiraUpload {
  constructor(private readonly commands: CommandBus) {}

  async handle({
    params: { id: missionId },
    context,
  }: EndpointRequest<typeof adminMissionJiraUpload>): Promise<
    Reply<typeof adminMissionJiraUpload>
  > {
    const outcome = await this.commands.execute(
      new PushMissionToJira(missionId, { kind: 'upload' }, context),
    );
    return {
      success: true,
      uploaded: outcome.uploaded,
      total: outcome.total,
      message: outcome.message,
      position: outcome.position,
    };
  }
}
