import { ONBOARDING_TEXTS, OPERATORS_ENDPOINTS } from '@morphic/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ChangeOnboarding } from '../commands/change-onboarding.handler';

const { dropSkill } = OPERATORS_ENDPOINTS;

/** Drops a blocked skill; when the other skills have passed, onboarding completes. */
@HandlesEndpoint(dropSkill)
export class DropSkill {
  constructor(private readonly commands: CommandBus) {}

  async handle({
    body,
    caller,
    context,
  }: EndpointRequest<typeof dropSkill>): Promise<Reply<typeof dropSkill>> {
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
