import { MISSIONS_ADMIN_ENDPOINTS, MISSIONS_CONSOLE_TEXTS as TEXTS } from '@morphic/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { CloneMission } from '../commands/clone-mission.handler';
import { AdminMissionAnswer } from './admin-mission-answer';

const { adminCloneMission } = MISSIONS_ADMIN_ENDPOINTS;

/** A new open mission with the same fields, its title marked as a copy. */
@HandlesEndpoint(adminCloneMission)
export class CloneAdminMission {
  constructor(
    private readonly commands: CommandBus,
    private readonly answer: AdminMissionAnswer,
  ) {}

  async handle({
    params: { id: sourceId },
    context,
  }: EndpointRequest<typeof adminCloneMission>): Promise<Reply<typeof adminCloneMission>> {
    const { missionId, position } = await this.commands.execute(
      new CloneMission(sourceId, context),
    );
    return this.answer.of(missionId, TEXTS.cloned, position);
  }
}
