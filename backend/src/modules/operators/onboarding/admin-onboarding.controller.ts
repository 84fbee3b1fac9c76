import { ACCOUNTS_COLLECTION, type AccountDoc } from '@morphic/contracts/server';
import { ONBOARDING_TEXTS } from '@morphic/contracts';
import type { LogPosition, ReadStore } from '@morphic/stores';
import { Controller, HttpCode, Inject, NotFoundException, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../infrastructure/auth/access.decorator';
import type { CommandContext } from '../../../infrastructure/commands/command-context';
import { CommandEndpoint } from '../../../infrastructure/http/command.decorator';
import { Ctx } from '../../../infrastructure/http/request-context';
import { READ_STORE } from '../../../infrastructure/tokens';
import { ChangeOnboarding } from './commands/change-onboarding.handler';

@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/admin/operators/:id')
export class AdminOnboardingController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  /** Marks the operator's onboarding and character report completed (spec 03). */
  @Post('bypass-onboarding')
  @HttpCode(200)
  @Access('admin')
  @CommandEndpoint()
  async bypass(
    @Param('id') id: string,
    @Ctx() context: CommandContext,
  ): Promise<{
    success: true;
    message: string;
    operator_id: string;
    onboarding_completed: true;
    character_report_completed: true;
    position: LogPosition | null;
  }> {
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
