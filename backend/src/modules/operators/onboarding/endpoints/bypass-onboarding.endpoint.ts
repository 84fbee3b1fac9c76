import { ACCOUNTS_COLLECTION, type AccountDoc } from '@morphic/contracts/server';
import { ONBOARDING_TEXTS, OPERATORS_ENDPOINTS } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { Inject, NotFoundException } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { READ_STORE } from '#infrastructure/tokens';
import { ChangeOnboarding } from '../commands/change-onboarding.handler';

const { bypassOnboarding } = OPERATORS_ENDPOINTS;

/** Marks the operator's onboarding and character report completed (spec 03). */
@HandlesEndpoint(bypassOnboarding)
export class BypassOnboarding {
  constructor(
    private readonly commands: CommandBus,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  async handle({
    params: { id },
    context,
  }: EndpointRequest<typeof bypassOnboarding>): Promise<Reply<typeof bypassOnboarding>> {
    const account = await this.store
      .collection<AccountDoc>(ACCOUNTS_COLLECTION)
      .findOne({ _id: id, type: 'operator' });
    if (!account) throw new NotFoundException(ONBOARDING_TEXTS.operatorNotFound);
    const { position } = await this.commands.execute(
      new ChangeOnboarding(id, { kind: 'Bypass' }, context),
    );
    return {
      success: true,
      message: position ? ONBOARDING_TEXTS.bypassed : ONBOARDING_TEXTS.alreadyBypassed,
      operator_id: id,
      onboarding_completed: true,
      character_report_completed: true,
      position,
    };
  }
}
