import {
  ApplyRequestSchema,
  CreateTaskRequestSchema,
  MARKETPLACE_TEXTS,
  RecommendationsQuerySchema,
  parseSkillList,
  skillVectorOfList,
  type ApplyRequest,
  type CreateTaskInput,
  type RecommendationsResponse,
} from '@morphic/contracts';
import type { LogPosition } from '@morphic/stores';
import { Controller, Get, HttpCode, Param, Post, Query as QueryParams, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiQuery, ApiTags } from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import { Access } from '../../../infrastructure/auth/access.decorator';
import { principalOf } from '../../../infrastructure/auth/ownership';
import type { AuthenticatedRequest } from '../../../infrastructure/auth/principal';
import type { CommandContext } from '../../../infrastructure/commands/command-context';
import { CommandEndpoint } from '../../../infrastructure/http/command.decorator';
import { Ctx } from '../../../infrastructure/http/request-context';
import { ApiZodBody, ZodBody, parseInput } from '../../../infrastructure/http/zod-body';
import { PostMission } from '../mission/commands/post-mission.handler';
import { TakeMission } from './commands/take-mission.handler';
import { MarketplaceAccess } from './marketplace-access';
import { GetRecommendations } from './queries/get-recommendations.handler';

/** Marketplace tasks are paid in platform credits. */
const MARKETPLACE_REWARD_ASSET = 'CREDITS';

@ApiTags('marketplace')
@ApiBearerAuth()
@Controller('api')
export class MarketplaceController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly access: MarketplaceAccess,
  ) {}

  @Get('marketplace/recommendations')
  @Access('operator')
  @ApiQuery({ name: 'q', required: false, description: 'Title, description or tag contains' })
  async recommendations(
    @QueryParams() params: Record<string, unknown>,
    @Req() request: AuthenticatedRequest,
  ): Promise<RecommendationsResponse> {
    const { q } = parseInput(RecommendationsQuerySchema, params);
    const principal = principalOf(request);
    const account = await this.access.assertOpenTo(principal);
    return this.queries.execute(new GetRecommendations(account, principal.accountId, q));
  }

  @Post('tasks/:id/apply')
  @HttpCode(200)
  @Access('operator')
  @CommandEndpoint()
  @ApiZodBody(ApplyRequestSchema)
  async apply(
    @Param('id') missionId: string,
    @ZodBody(ApplyRequestSchema) body: ApplyRequest,
    @Req() request: AuthenticatedRequest,
    @Ctx() context: CommandContext,
  ): Promise<{
    success: true;
    assignment_id: string;
    message: string;
    position: LogPosition | null;
  }> {
    const principal = principalOf(request);
    await this.access.assertOpenTo(principal);
    const taken = await this.commands.execute(
      new TakeMission(missionId, principal.accountId, body.message || null, context),
    );
    return {
      success: true,
      assignment_id: taken.assignmentId,
      message: MARKETPLACE_TEXTS.taskAssigned,
      position: taken.position,
    };
  }

  @Post('tasks')
  @HttpCode(200)
  @Access('operator')
  @CommandEndpoint()
  @ApiZodBody(CreateTaskRequestSchema)
  async createTask(
    @ZodBody(CreateTaskRequestSchema) body: CreateTaskInput,
    @Req() request: AuthenticatedRequest,
    @Ctx() context: CommandContext,
  ): Promise<{ success: true; mission_id: string; message: string; position: LogPosition | null }> {
    const principal = principalOf(request);
    await this.access.assertOpenTo(principal);
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
          owner_operator_id: principal.accountId,
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
