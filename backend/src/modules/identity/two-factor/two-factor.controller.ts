import {
  SIGN_IN_TEXTS,
  TwoFactorCodeRequestSchema,
  type TwoFactorCodeRequest,
} from '@morphic/contracts';
import type { LogPosition } from '@morphic/stores';
import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../infrastructure/auth/access.decorator';
import { principalOf } from '../../../infrastructure/auth/ownership';
import type { AuthenticatedRequest, Principal } from '../../../infrastructure/auth/principal';
import type { CommandContext } from '../../../infrastructure/commands/command-context';
import { DomainRuleViolation } from '../../../infrastructure/commands/decider';
import { CommandEndpoint } from '../../../infrastructure/http/command.decorator';
import { Ctx } from '../../../infrastructure/http/request-context';
import { ApiZodBody, ZodBody } from '../../../infrastructure/http/zod-body';
import { ConfirmTwoFactorCode } from './commands/confirm-two-factor-code.handler';
import { StartTwoFactorSetup } from './commands/start-two-factor-setup.handler';

interface SetupResult {
  success: true;
  otpauth_uri: string;
  secret: string;
  position: LogPosition | null;
}

interface StatusResult {
  success: true;
  message: string;
  two_factor_enabled: boolean;
  position: LogPosition | null;
}

/** Two-factor sign-in is for operator accounts (company sign-in takes no code). */
function operatorOf(request: AuthenticatedRequest): Principal {
  const principal = principalOf(request);
  if (principal.type !== 'operator') {
    throw new DomainRuleViolation('forbidden', SIGN_IN_TEXTS.twoFactor.operatorsOnly);
  }
  return principal;
}

/** Settings → Account: set up, enable and disable two-factor sign-in. */
@ApiTags('auth')
@ApiBearerAuth()
@Controller('api/auth/2fa')
export class TwoFactorController {
  constructor(private readonly commands: CommandBus) {}

  @Post('setup')
  @HttpCode(200)
  @Access('user')
  @CommandEndpoint()
  async setup(
    @Req() request: AuthenticatedRequest,
    @Ctx() context: CommandContext,
  ): Promise<SetupResult> {
    const principal = operatorOf(request);
    const offered = await this.commands.execute(
      new StartTwoFactorSetup(principal.accountId, principal.username, context),
    );
    return {
      success: true,
      otpauth_uri: offered.otpauthUri,
      secret: offered.secret,
      position: offered.position,
    };
  }

  @Post('enable')
  @HttpCode(200)
  @Access('user')
  @CommandEndpoint()
  @ApiZodBody(TwoFactorCodeRequestSchema)
  enable(
    @Req() request: AuthenticatedRequest,
    @ZodBody(TwoFactorCodeRequestSchema) body: TwoFactorCodeRequest,
    @Ctx() context: CommandContext,
  ): Promise<StatusResult> {
    return this.confirm('Enable', request, body, context);
  }

  @Post('disable')
  @HttpCode(200)
  @Access('user')
  @CommandEndpoint()
  @ApiZodBody(TwoFactorCodeRequestSchema)
  disable(
    @Req() request: AuthenticatedRequest,
    @ZodBody(TwoFactorCodeRequestSchema) body: TwoFactorCodeRequest,
    @Ctx() context: CommandContext,
  ): Promise<StatusResult> {
    return this.confirm('Disable', request, body, context);
  }

  private async confirm(
    action: 'Enable' | 'Disable',
    request: AuthenticatedRequest,
    body: TwoFactorCodeRequest,
    context: CommandContext,
  ): Promise<StatusResult> {
    const principal = operatorOf(request);
    const { position } = await this.commands.execute(
      new ConfirmTwoFactorCode(action, principal.accountId, principal.username, body.code, context),
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
