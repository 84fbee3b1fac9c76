import { MARKETPLACE_TEXTS, MISSIONS_ENDPOINTS } from '@morphic/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { AlgorithmConfigReader } from '../../../platform/algorithms/algorithm-config-reader';
import { TakeMission } from '../commands/take-mission.handler';
import { MarketplaceAccess } from '../marketplace-access';
import { operatorSkillVector } from '../recommendation-score';

const { apply } = MISSIONS_ENDPOINTS;

/** An operator takes a marketplace mission. */
@HandlesEndpoint(apply)
export class ApplyToMission {
  constructor(
    private readonly commands: CommandBus,
    private readonly access: MarketplaceAccess,
    private readonly algorithms: AlgorithmConfigReader,
  ) {}

  async handle({
    params: { id: missionId },
    body,
    caller,
    context,
  }: EndpointRequest<typeof apply>): Promise<Reply<typeof apply>> {
    const [account, config] = await Promise.all([
      this.access.assertOpenTo(caller),
      this.algorithms.current(),
    ]);
    // The prediction recorded is the chance the marketplace showed: same parameters.
    const skills = operatorSkillVector(account?.character_report_data ?? null, config.skill_vector);
    const taken = await this.commands.execute(
      new TakeMission(
        missionId,
        caller.accountId,
        body.message || null,
        context,
        skills,
        config.marketplace_ranking,
      ),
    );
    return {
      success: true,
      assignment_id: taken.assignmentId,
      message: MARKETPLACE_TEXTS.taskAssigned,
      position: taken.position,
    };
  }
}
