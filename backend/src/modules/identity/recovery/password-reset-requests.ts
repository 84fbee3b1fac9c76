import { IDENTITY_ENDPOINTS } from '@morphic/contracts';
import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CommandContext } from '#infrastructure/commands/command-context';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { RateLimiter } from '#infrastructure/security/rate-limiter';
import { RequestPasswordReset } from './commands/request-password-reset.handler';
import type { ResetLinkPage } from './password-reset.decider';

type ResetRequested = Reply<typeof IDENTITY_ENDPOINTS.forgotPassword>;

/** A request for a password-reset link, by whichever login the page asked for. */
@Injectable()
export class PasswordResetRequests {
  constructor(
    private readonly commands: CommandBus,
    private readonly rateLimiter: RateLimiter,
  ) {}

  /**
   * Answers the same whether or not the account exists, after the same work, and before any
   * mail goes out: neither the body, the status nor the time tells who has an account. The rate
   * limit counts what was typed, known or not.
   */
  async request(
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
