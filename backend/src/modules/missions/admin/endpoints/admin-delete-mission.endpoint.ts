import { MISSIONS_ADMIN_ENDPOINTS, MISSIONS_CONSOLE_TEXTS as TEXTS } from '@morphic/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { ChangeMission } from '../commands/change-mission.handler';

const { adminDeleteMission } = MISSIONS_ADMIN_ENDPOINTS;

/** An admin withdraws a mission nobody holds. */
@HandlesEndpoint(adminDeleteMission)
export class DeleteAdminMission {
  constructor(
    private readonly commands: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  async handle({
    params: { id: missionId },
    context,
  }: EndpointRequest<typeof adminDeleteMission>): Promise<Reply<typeof adminDeleteMission>> {
    const { position } = await this.commands.execute(
      new ChangeMission(
        missionId,
        { kind: 'Withdraw', missionId, reason: 'admin_deleted' },
        context,
      ),
    );
    await this.readYourWrites.settled(position);
    return { success: true, message: TEXTS.missionDeleted, position };
  }
}
