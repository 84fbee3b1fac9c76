import { ACCOUNTS_COLLECTION, type AccountDoc } from '@morphic/contracts/server';
import {
  ONBOARDING_TEXTS,
  OPERATOR_REMOVAL_ENDPOINTS,
  OPERATOR_REMOVAL_TEXTS,
  OPERATORS_ENDPOINTS,
} from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { Controller, Inject, NotFoundException } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { PathParam } from '#infrastructure/http/endpoint-input';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { Endpoint } from '#infrastructure/http/endpoint.decorator';
import { Ctx } from '#infrastructure/http/request-context';
import { READ_STORE } from '#infrastructure/tokens';
import { ChangeOnboarding } from './commands/change-onboarding.handler';
import { ResetOnboarding } from './commands/reset-onboarding.handler';

const { bypassOnboarding } = OPERATORS_ENDPOINTS;
const { resetOnboarding } = OPERATOR_REMOVAL_ENDPOINTS;

@ApiTags('admin')
@Controller()
export class AdminOnboardingController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  /** Marks the operator's onboarding and character report completed (spec 03). */
  @Endpoint(bypassOnboarding)
  async bypass(
    @PathParam('id') id: string,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof bypassOnboarding>> {
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

  /** Clears the operator's onboarding and asks for the character report again (spec 03). */
  @Endpoint(resetOnboarding)
  async reset(
    @PathParam('id') id: string,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof resetOnboarding>> {
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
