import { IDENTITY_ENDPOINTS, SIGN_IN_TEXTS, type BodyOf } from '@morphic/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Caller } from '#infrastructure/auth/caller.decorator';
import type { Principal } from '#infrastructure/auth/principal';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { DomainRuleViolation } from '#infrastructure/commands/decider';
import { RequestBody } from '#infrastructure/http/endpoint-input';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { Endpoint } from '#infrastructure/http/endpoint.decorator';
import { Ctx } from '#infrastructure/http/request-context';
import { ConfirmTwoFactorCode } from './commands/confirm-two-factor-code.handler';
import { StartTwoFactorSetup } from './commands/start-two-factor-setup.handler';

const { twoFactorSetup, twoFactorEnable, twoFactorDisable } = IDENTITY_ENDPOINTS;

type StatusResult = Reply<typeof twoFactorEnable>;

/** Two-factor sign-in is for operator accounts (company sign-in takes no code). */
function assertOperator(caller: Principal): void {
  if (caller.type !== 'operator') {
    throw new DomainRuleViolation('forbidden', SIGN_IN_TEXTS.twoFactor.operatorsOnly);
  }
}

/** Settings → Account: set up, enable and disable two-factor sign-in. */
@ApiTags('auth')
@Controller()
export class TwoFactorController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(twoFactorSetup)
  async setup(
    @Caller() caller: Principal,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof twoFactorSetup>> {
    assertOperator(caller);
    const offered = await this.commands.execute(
      new StartTwoFactorSetup(caller.accountId, caller.username, context),
    );
    return {
      success: true,
      otpauth_uri: offered.otpauthUri,
      secret: offered.secret,
      position: offered.position,
    };
  }

  @Endpoint(twoFactorEnable)
  enable(
    @Caller() caller: Principal,
    @RequestBody() body: BodyOf<typeof twoFactorEnable>,
    @Ctx() context: CommandContext,
  ): Promise<StatusResult> {
    return this.confirm('Enable', caller, body, context);
  }

  @Endpoint(twoFactorDisable)
  disable(
    @Caller() caller: Principal,
    @RequestBody() body: BodyOf<typeof twoFactorDisable>,
    @Ctx() context: CommandContext,
  ): Promise<StatusResult> {
    return this.confirm('Disable', caller, body, context);
  }

  private async confirm(
    action: 'Enable' | 'Disable',
    caller: Principal,
    body: BodyOf<typeof twoFactorEnable>,
    context: CommandContext,
  ): Promise<StatusResult> {
    assertOperator(caller);
    const { position } = await this.commands.execute(
      new ConfirmTwoFactorCode(action, caller.accountId, caller.username, body.code, context),
    );
    const enabled = action === 'Enable';
    return {
      success: true,
      message: enabled ? SIGN_IN_TEXTS.twoFactor.enabled : SIGN_IN_TEXTS.twoFactor.disabled,
      two_factor_enabled: enabled,
      position,
    };
  }
}
