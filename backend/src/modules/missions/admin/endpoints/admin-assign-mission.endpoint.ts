import { MISSIONS_ADMIN_ENDPOINTS, MISSIONS_CONSOLE_TEXTS as TEXTS } from '@morphic/contracts';
import { ACCOUNTS_COLLECTION, type AccountDoc } from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import { Inject, NotFoundException } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { READ_STORE } from '#infrastructure/tokens';
import { AlgorithmConfigReader } from '../../../platform/algorithms/algorithm-config-reader';
import { TakeMission } from '../../marketplace/commands/take-mission.handler';
import { operatorSkillVector } from '../../marketplace/recommendation-score';

const { adminAssignMission } = MISSIONS_ADMIN_ENDPOINTS;

/**
 * The operator takes the mission as the marketplace's apply would have them take it: their
 * work slot, the mission's one slot and the new assignment in one append, so of two admins
 * assigning one mission at once, one wins and the other gets the marketplace's 409.
 */
@HandlesEndpoint(adminAssignMission)
export class AssignAdminMission {
  constructor(
    private readonly commands: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly algorithms: AlgorithmConfigReader,
  ) {}

  async handle({
    params: { id: missionId },
    body,
    context,
  }: EndpointRequest<typeof adminAssignMission>): Promise<Reply<typeof adminAssignMission>> {
    const operator = await this.store
      .collection<AccountDoc>(ACCOUNTS_COLLECTION)
      .findOne({ username_lower: body.username.toLowerCase(), type: 'operator', deleted_at: null });
    if (!operator) throw new NotFoundException(TEXTS.operatorNotFound(body.username));
    // The prediction recorded is the chance the marketplace would have shown the operator.
    const config = await this.algorithms.current();
    const skills = operatorSkillVector(operator.character_report_data ?? null, config.skill_vector);
    const taken = await this.commands.execute(
      new TakeMission(missionId, operator._id, null, context, skills, config.marketplace_ranking),
    );
    await this.readYourWrites.settled(taken.position);
    return {
      success: true,
      operator_handle: operator.username,
      assignment_id: taken.assignmentId,
      message: TEXTS.assignedTo(operator.username),
      position: taken.position,
    };
  }
}
