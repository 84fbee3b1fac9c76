import { ACCOUNTS_COLLECTION, type AccountDoc } from '@morphic/contracts/server';
import { ONBOARDING_TEXTS, OPERATORS_ENDPOINTS } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { Controller, Inject, NotFoundException } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { CommandContext } from '../../../infrastructure/commands/command-context';
import { CommandEndpoint } from '../../../infrastructure/http/command.decorator';
import { PathParam } from '../../../infrastructure/http/endpoint-input';
import type { Reply } from '../../../infrastructure/http/endpoint-reply';
import { Endpoint } from '../../../infrastructure/http/endpoint.decorator';
import { Ctx } from '../../../infrastructure/http/request-context';
import { READ_STORE } from '../../../infrastructure/tokens';
import { ChangeOnboarding } from './commands/change-onboarding.handler';

const { bypassOnboarding } = OPERATORS_ENDPOINTS;

@ApiTags('admin')
@Controller()
export class AdminOnboardingController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  /** Marks the operator's onboarding and character report completed (spec 03). */
  @Endpoint(bypassOnboarding)
  @CommandEndpoint()
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
}
