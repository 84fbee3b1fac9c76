import { SIGN_UP_TEXTS, normalizeEmail } from '@morphic/contracts';
import { STREAMS } from '@morphic/contracts/server';
import type { LogPosition } from '@morphic/stores';
import { BadGatewayException, HttpException, HttpStatus } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '#infrastructure/clock/clock';
import { AggregateRepository } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { ReactorRuntime } from '#infrastructure/reactors/reactor-runtime';
import { RateLimiter } from '#infrastructure/security/rate-limiter';
import {
  ResendCooldown,
  cooldownRemainingSeconds,
  verificationDecider,
} from '../verification-code.decider';
import { VerificationMailReactor } from '../reactors/verification-mail.reactor';
import { VerificationCodes } from '../verification-codes';

/** How long the command waits for the mail reactor's send (the mail server's refusal is a 502). */
const VERIFICATION_MAIL_WAIT_MS = 20_000;

/**
 * Issues a new 6-digit code for an address (at most one per 60 s); the mail reactor mails it,
 * and the command answers once it has tried.
 */
export class SendVerificationCode extends Command<{ position: LogPosition | null }> {
  constructor(
    readonly email: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/** The cooldown's 429, with the seconds left (the error filter adds Retry-After). */
class ResendTooSoon extends HttpException {
  constructor(retryAfterSeconds: number) {
    super(
      {
        message: SIGN_UP_TEXTS.resendCooldown(retryAfterSeconds),
        retry_after_seconds: retryAfterSeconds,
      },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}

@CommandHandler(SendVerificationCode)
export class SendVerificationCodeHandler implements ICommandHandler<SendVerificationCode> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly codes: VerificationCodes,
    private readonly reactors: ReactorRuntime,
    private readonly rateLimiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  async execute(command: SendVerificationCode): Promise<{ position: LogPosition | null }> {
    const email = normalizeEmail(command.email);
    const stream = STREAMS.verification(email);
    const now = new Date(this.clock.now());
    // A resend inside the cooldown is refused before it counts against the rate limits.
    const wait = cooldownRemainingSeconds(
      (await this.aggregates.load(stream, verificationDecider)).state,
      now,
    );
    if (wait > 0) throw new ResendTooSoon(wait);
    await this.rateLimiter.consume(
      'send_verification',
      { account: email, ip: command.context.ip },
      command.context,
    );

    const { codeId, code } = this.codes.issue();
    const codeHash = this.codes.hash(email, code);
    let position: LogPosition | null;
    try {
      ({ position } = await this.aggregates.execute(
        stream,
        verificationDecider,
        { kind: 'Issue', email, codeHash, codeId, now },
        command.context,
      ));
    } catch (error) {
      if (error instanceof ResendCooldown) throw new ResendTooSoon(error.retryAfterSeconds);
      throw error;
    }
    if (position && (await this.mailRefused(stream, codeHash, position))) {
      throw new BadGatewayException(SIGN_UP_TEXTS.failedToSendVerification);
    }
    return { position };
  }

  /**
   * Whether the mail reactor withdrew the code because the mail server refused its mail. A mail
   * still on its way after the wait is not a refusal: the code stands and may yet arrive.
   */
  private async mailRefused(
    stream: string,
    codeHash: string,
    issued: LogPosition,
  ): Promise<boolean> {
    const reactor = VerificationMailReactor.NAME;
    if (!(await this.reactors.handled(reactor, issued, VERIFICATION_MAIL_WAIT_MS))) return false;
    return (await this.aggregates.load(stream, verificationDecider)).state.codeHash !== codeHash;
  }
}
