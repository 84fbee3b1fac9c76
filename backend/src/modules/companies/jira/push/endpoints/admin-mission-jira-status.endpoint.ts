import { JIRA_ENDPOINTS } from '@morphic/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { PushMissionToJira } from '../commands/push-mission-to-jira.handler';

const { adminMissionJiraStatus } = JIRA_ENDPOINTS;

/** Moves the mission's Jira issue to a status (none: the one its status gives), for an admin. */
@HandlesEndpoint(adminMissionJiraStatus)
export class AdminMissionJiraStatus {
  constructor(private readonly commands: CommandBus) {}

  async handle({
    params: { id: missionId },
    body,
    context,
  }: EndpointRequest<typeof adminMissionJiraStatus>): Promise<
    Reply<typeof adminMissionJiraStatus>
  > {
    const outcome = await this.commands.execute(
      new PushMissionToJira(
        missionId,
        { kind: 'status', status: body?.target_status ?? null },
        context,
      ),
    );
    return {
      success: true,
      message: outcome.message,
      status: outcome.status ?? 'To Do',
      position: outcome.position,
    };
  }
}
