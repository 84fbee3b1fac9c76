import {
  MARKETPLACE_TEXTS,
  MISSIONS_ENDPOINTS,
  parseSkillList,
  skillVectorOfList,
  type BodyOf,
  type QueryOf,
} from '@morphic/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import { Caller } from '#infrastructure/auth/caller.decorator';
import type { Principal } from '#infrastructure/auth/principal';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { PathParam, RequestBody, RequestQuery } from '#infrastructure/http/endpoint-input';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { Endpoint } from '#infrastructure/http/endpoint.decorator';
import { Ctx } from '#infrastructure/http/request-context';
import { AlgorithmConfigReader } from '../../platform/algorithms/algorithm-config-reader';
import { PostMission } from '../mission/commands/post-mission.handler';
import { TakeMission } from './commands/take-mission.handler';
import { MarketplaceAccess } from './marketplace-access';
import { GetRecommendations } from './queries/get-recommendations.handler';
import { operatorSkillVector } from './recommendation-score';

/** Marketplace tasks are paid in platform credits. */
const MARKETPLACE_REWARD_ASSET = 'CREDITS';

const { recommendations, apply, createTask } = MISSIONS_ENDPOINTS;

@ApiTags('marketplace')
@Controller()
export class MarketplaceController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly access: MarketplaceAccess,
    private readonly algorithms: AlgorithmConfigReader,
  ) {}

  @Endpoint(recommendations)
  async recommendations(
    @RequestQuery() query: QueryOf<typeof recommendations>,
    @Caller() caller: Principal,
  ): Promise<Reply<typeof recommendations>> {
    const account = await this.access.assertReadableBy(caller);
    return this.queries.execute(new GetRecommendations(account, caller.accountId, query.q));
  }

  @Endpoint(apply)
  async apply(
    @PathParam('id') missionId: string,
    @RequestBody() body: BodyOf<typeof apply>,
    @Caller() caller: Principal,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof apply>> {
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

  @Endpoint(createTask)
  async createTask(
    @RequestBody() body: BodyOf<typeof createTask>,
    @Caller() caller: Principal,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof createTask>> {
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
