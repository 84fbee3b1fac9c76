import {
  MARKETPLACE_TEXTS,
  MISSIONS_ENDPOINTS,
  parseSkillList,
  skillVectorOfList,
} from '@morphic/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { PostMission } from '../../mission/commands/post-mission.handler';
import { MarketplaceAccess } from '../marketplace-access';

/** Marketplace tasks are paid in platform credits. */
const MARKETPLACE_REWARD_ASSET = 'CREDITS';

const { createTask } = MISSIONS_ENDPOINTS;

/** An operator posts a task to the marketplace. */
@HandlesEndpoint(createTask)
export class CreateTask {
  constructor(
    private readonly commands: CommandBus,
    private readonly access: MarketplaceAccess,
  ) {}

  async handle({
    body,
    caller,
    context,
  }: EndpointRequest<typeof createTask>): Promise<Reply<typeof createTask>> {
    await this.access.assertOpenTo(caller);
    const posted = await this.commands.execute(
      new PostMission(
        {
          mission_id: randomUUID(),
          title: body.title,
          description: body.description,
          difficulty: body.difficulty,
          estimated_hours: body.estimated_hours,
          domain_tags: [],
          required_skill_vector: skillVectorOfList(parseSkillList(body.skills)),
          reward_amount: body.reward_credits,
          reward_asset: MARKETPLACE_REWARD_ASSET,
          deadline_at: null,
          owner_operator_id: caller.accountId,
          company_id: null,
        },
        context,
      ),
    );
    return {
      success: true,
      mission_id: posted.missionId,
      message: MARKETPLACE_TEXTS.taskPosted,
      position: posted.position,
    };
  }
}
