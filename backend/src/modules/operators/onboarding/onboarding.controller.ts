import { ONBOARDING_TEXTS, OPERATORS_ENDPOINTS, type BodyOf } from '@morphic/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Caller } from '#infrastructure/auth/caller.decorator';
import type { Principal } from '#infrastructure/auth/principal';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { RequestBody } from '#infrastructure/http/endpoint-input';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { Endpoint } from '#infrastructure/http/endpoint.decorator';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { Ctx } from '#infrastructure/http/request-context';
import { ChangeOnboarding } from './commands/change-onboarding.handler';
import { StartOnboarding } from './commands/start-onboarding.handler';
import { GetOnboardingTasks } from './queries/get-onboarding-tasks.handler';

const { onboardingTasks, dropSkill } = OPERATORS_ENDPOINTS;

@ApiTags('onboarding')
@Controller()
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
  @Endpoint(onboardingTasks)
  async tasks(
    @Caller() caller: Principal,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof onboardingTasks>> {
    const operatorId = caller.accountId;
    const { position } = await this.commands.execute(new StartOnboarding(operatorId, context));
    await this.readYourWrites.settled(position);
    return this.queries.execute(new GetOnboardingTasks(operatorId));
  }

  /** Drops a blocked skill; when the other skills have passed, onboarding completes. */
  @Endpoint(dropSkill)
  async dropSkill(
    @RequestBody() body: BodyOf<typeof dropSkill>,
    @Caller() caller: Principal,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof dropSkill>> {
    const { position, completed } = await this.commands.execute(
      new ChangeOnboarding(caller.accountId, { kind: 'DropSkill', skill: body.skill }, context),
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
