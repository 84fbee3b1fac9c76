import { OPERATORS_ENDPOINTS } from '@morphic/contracts';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { StartOnboarding } from '../commands/start-onboarding.handler';
import { GetOnboardingTasks } from '../queries/get-onboarding-tasks.handler';

const { onboardingTasks } = OPERATORS_ENDPOINTS;

/**
 * The caller's onboarding tasks and status. The first call after the character report
 * starts onboarding (each skill's first task and its assignment); later calls add skills
 * or bank tasks that appeared since, and change nothing otherwise.
 */
@HandlesEndpoint(onboardingTasks)
export class OnboardingTasks {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  async handle({
    caller,
    context,
  }: EndpointRequest<typeof onboardingTasks>): Promise<Reply<typeof onboardingTasks>> {
    const operatorId = caller.accountId;
    const { position } = await this.commands.execute(new StartOnboarding(operatorId, context));
    await this.readYourWrites.settled(position);
    return this.queries.execute(new GetOnboardingTasks(operatorId));
  }
}
