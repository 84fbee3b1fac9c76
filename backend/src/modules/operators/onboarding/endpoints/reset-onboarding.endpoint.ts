import { ACCOUNTS_COLLECTION, type AccountDoc } from '@morphic/contracts/server';
import { OPERATOR_REMOVAL_ENDPOINTS, OPERATOR_REMOVAL_TEXTS } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { READ_STORE } from '#infrastructure/tokens';
import { ResetOnboarding } from '../commands/reset-onboarding.handler';

const { resetOnboarding } = OPERATOR_REMOVAL_ENDPOINTS;

/** Clears the operator's onboarding and asks for the character report again (spec 03). */
@HandlesEndpoint(resetOnboarding)
export class ResetOperatorOnboarding {
  constructor(
    private readonly commands: CommandBus,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  async handle({
    params: { id },
    context,
  }: EndpointRequest<typeof resetOnboarding>): Promise<Reply<typeof resetOnboarding>> {
    const { assignmentsDropped, position } = await this.commands.execute(
      new ResetOnboarding(id, context),
    );
    const account = await this.store
      .collection<AccountDoc>(ACCOUNTS_COLLECTION)
      .findOne({ _id: id }, { projection: { username: 1 } });
    return {
      success: true,
      message: OPERATOR_REMOVAL_TEXTS.onboardingReset(account?.username ?? id),
      operator_id: id,
      onboarding_completed: false,
      character_report_completed: false,
      assignments_dropped: assignmentsDropped,
      position,
    };
  }
}
