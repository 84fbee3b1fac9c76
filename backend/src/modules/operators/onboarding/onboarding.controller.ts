import {
  DropSkillRequestSchema,
  ONBOARDING_TEXTS,
  type DropSkillRequest,
  type OnboardingTasksResponse,
} from '@morphic/contracts';
import type { LogPosition } from '@morphic/stores';
import { Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../infrastructure/auth/access.decorator';
import { principalOf } from '../../../infrastructure/auth/ownership';
import type { AuthenticatedRequest } from '../../../infrastructure/auth/principal';
import type { CommandContext } from '../../../infrastructure/commands/command-context';
import { CommandEndpoint } from '../../../infrastructure/http/command.decorator';
import { ReadYourWrites } from '../../../infrastructure/http/read-your-writes';
import { Ctx } from '../../../infrastructure/http/request-context';
import { ApiZodBody, ZodBody } from '../../../infrastructure/http/zod-body';
import { ChangeOnboarding } from './commands/change-onboarding.handler';
import { StartOnboarding } from './commands/start-onboarding.handler';
import { GetOnboardingTasks } from './queries/get-onboarding-tasks.handler';

@ApiTags('onboarding')
@ApiBearerAuth()
@Controller('api/onboarding')
export class OnboardingController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  /**
   * The caller's onboarding tasks and status. The first call after the character report
   * starts onboarding (each skill's first task and its assignment); later calls add skills
   * or bank tasks that appeared since, and change nothing otherwise.
   */
  @Get('tasks')
  @Access('operator')
  async tasks(
    @Req() request: AuthenticatedRequest,
    @Ctx() context: CommandContext,
  ): Promise<OnboardingTasksResponse> {
    const operatorId = principalOf(request).accountId;
    const { position } = await this.commands.execute(new StartOnboarding(operatorId, context));
    await this.readYourWrites.settled(position);
    return this.queries.execute(new GetOnboardingTasks(operatorId));
  }

  /** Drops a blocked skill; when the other skills have passed, onboarding completes. */
  @Post('drop-skill')
  @HttpCode(200)
  @Access('operator')
  @CommandEndpoint()
  @ApiZodBody(DropSkillRequestSchema)
  async dropSkill(
    @ZodBody(DropSkillRequestSchema) body: DropSkillRequest,
    @Req() request: AuthenticatedRequest,
    @Ctx() context: CommandContext,
  ): Promise<{
    success: true;
    message: string;
    onboarding_completed: boolean;
    position: LogPosition | null;
  }> {
    const operatorId = principalOf(request).accountId;
    const { position, completed } = await this.commands.execute(
      new ChangeOnboarding(operatorId, { kind: 'DropSkill', skill: body.skill }, context),
    );
    return {
      success: true,
      message: completed
        ? ONBOARDING_TEXTS.skillDroppedCompleted(body.skill)
        : ONBOARDING_TEXTS.skillDropped(body.skill),
      onboarding_completed: completed,
      position,
    };
  }
}
