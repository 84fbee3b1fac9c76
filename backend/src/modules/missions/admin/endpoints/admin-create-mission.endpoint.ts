import {
  DEFAULT_ESTIMATED_HOURS,
  MISSIONS_ADMIN_ENDPOINTS,
  MISSIONS_CONSOLE_TEXTS as TEXTS,
  difficultyOfB,
} from '@morphic/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { PostMission } from '../../mission/commands/post-mission.handler';
import { AdminMissionAnswer } from './admin-mission-answer';

const { adminCreateMission } = MISSIONS_ADMIN_ENDPOINTS;

/**
 * An admin's mission is the platform's own: no owner, no company, open at once. A subtask
 * belongs to its parent's company.
 */
@HandlesEndpoint(adminCreateMission)
export class CreateAdminMission {
  constructor(
    private readonly commands: CommandBus,
    private readonly answer: AdminMissionAnswer,
  ) {}

  async handle({
    body,
    context,
  }: EndpointRequest<typeof adminCreateMission>): Promise<Reply<typeof adminCreateMission>> {
    const { missionId, position } = await this.commands.execute(
      new PostMission(
        {
          mission_id: randomUUID(),
          title: body.title,
          description: body.description,
          difficulty: difficultyOfB(body.difficulty_b),
          estimated_hours: DEFAULT_ESTIMATED_HOURS,
          domain_tags: body.domain_tags,
          required_skill_vector: body.required_skill_vector,
          reward_amount: body.reward_amount,
          reward_asset: body.reward_asset,
          deadline_at: body.deadline_at,
          owner_operator_id: null,
          company_id: null,
          difficulty_b: body.difficulty_b,
          discrimination_a: body.discrimination_a,
          complexity_c: body.complexity_c,
          requires_vetted: body.requires_vetted,
          parent_id: body.parent_id,
        },
        context,
      ),
    );
    return this.answer.of(missionId, TEXTS.missionCreated, position);
  }
}
