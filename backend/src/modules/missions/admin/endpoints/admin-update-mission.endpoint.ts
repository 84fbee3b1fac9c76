import {
  MISSIONS_ADMIN_ENDPOINTS,
  MISSIONS_CONSOLE_TEXTS as TEXTS,
  difficultyOfB,
  type AdminUpdateMission,
} from '@morphic/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ChangeMission } from '../commands/change-mission.handler';
import { AdminMissionAnswer } from './admin-mission-answer';

const { adminUpdateMission } = MISSIONS_ADMIN_ENDPOINTS;

/** An admin edits a mission (fields left out keep their value). */
@HandlesEndpoint(adminUpdateMission)
export class UpdateAdminMission {
  constructor(
    private readonly commands: CommandBus,
    private readonly answer: AdminMissionAnswer,
  ) {}

  async handle({
    params: { id: missionId },
    body,
    context,
  }: EndpointRequest<typeof adminUpdateMission>): Promise<Reply<typeof adminUpdateMission>> {
    const { position } = await this.commands.execute(
      new ChangeMission(missionId, { kind: 'Edit', changes: editOf(body) }, context),
    );
    return this.answer.of(missionId, TEXTS.missionUpdated, position);
  }
}

/** The edit as the mission records it: the difficulty word follows the difficulty b. */
function editOf(body: AdminUpdateMission) {
  const changes = Object.fromEntries(
    Object.entries(body).filter(([, value]) => value !== undefined),
  ) as AdminUpdateMission;
  return changes.difficulty_b === undefined
    ? changes
    : { ...changes, difficulty: difficultyOfB(changes.difficulty_b) };
}
