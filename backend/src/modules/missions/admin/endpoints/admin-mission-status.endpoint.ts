import { MISSIONS_ADMIN_ENDPOINTS, MISSIONS_CONSOLE_TEXTS as TEXTS } from '@morphic/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ChangeMission } from '../commands/change-mission.handler';
import { AdminMissionAnswer } from './admin-mission-answer';

const { adminMissionStatus } = MISSIONS_ADMIN_ENDPOINTS;

/** An admin sets a mission's status (open frees it from the assignment holding it). */
@HandlesEndpoint(adminMissionStatus)
export class SetAdminMissionStatus {
  constructor(
    private readonly commands: CommandBus,
    private readonly answer: AdminMissionAnswer,
  ) {}

  async handle({
    params: { id: missionId },
    body,
    context,
  }: EndpointRequest<typeof adminMissionStatus>): Promise<Reply<typeof adminMissionStatus>> {
    const { position } = await this.commands.execute(
      new ChangeMission(missionId, { kind: 'SetStatus', status: body.status }, context),
    );
    return this.answer.of(missionId, TEXTS.statusSet(body.status), position);
  }
}
