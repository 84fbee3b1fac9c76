import { IDENTITY_ENDPOINTS, SIGN_IN_TEXTS, type BodyOf } from '@morphic/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { PathParam, RequestBody } from '#infrastructure/http/endpoint-input';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { Endpoint } from '#infrastructure/http/endpoint.decorator';
import { Ctx } from '#infrastructure/http/request-context';
import { RateLimiter } from '#infrastructure/security/rate-limiter';
import { RequestPasswordReset } from './commands/request-password-reset.handler';
import type { ResetLinkPage } from './password-reset.decider';
import { ResetPassword } from './commands/reset-password.handler';
import { VerifyResetToken } from './queries/verify-reset-token.handler';

const {
  forgotPassword,
  passwordResetRequest,
  verifyResetToken,
  resetPassword,
  passwordResetVerify,
} = IDENTITY_ENDPOINTS;

type ResetRequested = Reply<typeof forgotPassword>;
type ResetDone = Reply<typeof resetPassword>;

/** Forgotten passwords: the mailed link, its check, and the new password. */
@ApiTags('auth')
@Controller()
export class RecoveryController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly rateLimiter: RateLimiter,
  ) {}

  @Endpoint(forgotPassword)
  forgotPassword(
    @RequestBody() body: BodyOf<typeof forgotPassword>,
    @Ctx() context: CommandContext,
  ): Promise<ResetRequested> {
    return this.requestReset(
      { by: 'email', value: body.email },
      'reset_password',
      SIGN_IN_TEXTS.resetLinkSent,
      context,
    );
  }

  @Endpoint(passwordResetRequest)
  passwordResetRequest(
    @RequestBody() body: BodyOf<typeof passwordResetRequest>,
    @Ctx() context: CommandContext,
  ): Promise<ResetRequested> {
    return this.requestReset(
      { by: 'username_or_email', value: body.username_or_email },
      'email_verification',
      SIGN_IN_TEXTS.resetRequested,
      context,
    );
  }

  @Endpoint(verifyResetToken)
  verifyResetToken(@PathParam('token') token: string): Promise<Reply<typeof verifyResetToken>> {
    return this.queries.execute(new VerifyResetToken(token));
  }

  @Endpoint(resetPassword)
  async resetPassword(
    @RequestBody() body: BodyOf<typeof resetPassword>,
    @Ctx() context: CommandContext,
  ): Promise<ResetDone> {
    const { position } = await this.commands.execute(
      new ResetPassword(body.token, body.password, null, context),
    );
    return { success: true, message: SIGN_IN_TEXTS.resetSucceeded, position };
  }

  @Endpoint(passwordResetVerify)
  async passwordResetVerify(
    @RequestBody() body: BodyOf<typeof passwordResetVerify>,
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
  ): Promise<ResetRequested> {
    await this.rateLimiter.consume(
      'reset_request',
      { account: login.value, ip: context.ip },
      context,
    );
    await this.commands.execute(new RequestPasswordReset(login, page, context));
    return { success: true, message };
  }
}
