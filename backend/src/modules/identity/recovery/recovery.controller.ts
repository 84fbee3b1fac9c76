import {
  ForgotPasswordRequestSchema,
  PasswordResetRequestSchema,
  PasswordResetVerifyRequestSchema,
  ResetPasswordRequestSchema,
  SIGN_IN_TEXTS,
  type ForgotPasswordRequest,
  type PasswordResetRequest,
  type PasswordResetVerifyRequest,
  type ResetPasswordRequest,
  type ResetRequestedResponse,
  type VerifyResetTokenResponse,
} from '@morphic/contracts';
import type { LogPosition } from '@morphic/stores';
import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Access } from '../../../infrastructure/auth/access.decorator';
import type { CommandContext } from '../../../infrastructure/commands/command-context';
import { CommandEndpoint } from '../../../infrastructure/http/command.decorator';
import { Ctx } from '../../../infrastructure/http/request-context';
import { ApiZodBody, ZodBody } from '../../../infrastructure/http/zod-body';
import { RateLimiter } from '../../../infrastructure/security/rate-limiter';
import {
  RequestPasswordReset,
  type ResetLinkPage,
} from './commands/request-password-reset.handler';
import { ResetPassword } from './commands/reset-password.handler';
import { VerifyResetToken } from './queries/verify-reset-token.handler';

interface ResetDone {
  success: true;
  message: string;
  position: LogPosition | null;
}

/** Forgotten passwords: the mailed link, its check, and the new password. */
@ApiTags('auth')
@Controller('api/auth')
export class RecoveryController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly rateLimiter: RateLimiter,
  ) {}

  @Post('forgot-password')
  @HttpCode(200)
  @Access('public')
  @ApiZodBody(ForgotPasswordRequestSchema)
  forgotPassword(
    @ZodBody(ForgotPasswordRequestSchema) body: ForgotPasswordRequest,
    @Ctx() context: CommandContext,
  ): Promise<ResetRequestedResponse> {
    return this.requestReset(
      { by: 'email', value: body.email },
      'reset_password',
      SIGN_IN_TEXTS.resetLinkSent,
      context,
    );
  }

  @Post('password-reset/request')
  @HttpCode(200)
  @Access('public')
  @ApiZodBody(PasswordResetRequestSchema)
  passwordResetRequest(
    @ZodBody(PasswordResetRequestSchema) body: PasswordResetRequest,
    @Ctx() context: CommandContext,
  ): Promise<ResetRequestedResponse> {
    return this.requestReset(
      { by: 'username_or_email', value: body.username_or_email },
      'email_verification',
      SIGN_IN_TEXTS.resetRequested,
      context,
    );
  }

  @Get('verify-reset-token/:token')
  @Access('public')
  verifyResetToken(@Param('token') token: string): Promise<VerifyResetTokenResponse> {
    return this.queries.execute(new VerifyResetToken(token));
  }

  @Post('reset-password')
  @HttpCode(200)
  @Access('public')
  @CommandEndpoint()
  @ApiZodBody(ResetPasswordRequestSchema)
  async resetPassword(
    @ZodBody(ResetPasswordRequestSchema) body: ResetPasswordRequest,
    @Ctx() context: CommandContext,
  ): Promise<ResetDone> {
    const { position } = await this.commands.execute(
      new ResetPassword(body.token, body.password, null, context),
    );
    return { success: true, message: SIGN_IN_TEXTS.resetSucceeded, position };
  }

  @Post('password-reset/verify')
  @HttpCode(200)
  @Access('public')
  @CommandEndpoint()
  @ApiZodBody(PasswordResetVerifyRequestSchema)
  async passwordResetVerify(
    @ZodBody(PasswordResetVerifyRequestSchema) body: PasswordResetVerifyRequest,
    @Ctx() context: CommandContext,
  ): Promise<ResetDone> {
    const { position } = await this.commands.execute(
      new ResetPassword(body.token, body.new_password, body.uid, context),
    );
    return { success: true, message: SIGN_IN_TEXTS.resetSucceeded, position };
  }

  /**
   * Answers the same whether or not the account exists, after the same work, and before any
   * mail goes out: neither the body, the status nor the time tells who has an account. The rate
   * limit counts what was typed, known or not.
   */
  private async requestReset(
    login: RequestPasswordReset['login'],
    page: ResetLinkPage,
    message: string,
    context: CommandContext,
  ): Promise<ResetRequestedResponse> {
    await this.rateLimiter.consume(
      'reset_request',
      { account: login.value, ip: context.ip },
      context,
    );
    await this.commands.execute(new RequestPasswordReset(login, page, context));
    return { success: true, message };
  }
}
