import { SIGN_UP_TEXTS, VERIFICATION_CODE_TTL_MINUTES, normalizeEmail } from '@morphic/contracts';
import { STREAMS } from '@morphic/contracts/server';
import type { LogPosition } from '@morphic/stores';
import { BadGatewayException, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../infrastructure/clock/clock';
import { AggregateRepository } from '../../../../../infrastructure/commands/aggregate-repository';
import type { CommandContext } from '../../../../../infrastructure/commands/command-context';
import { Mailer } from '../../../../../infrastructure/mail/mailer';
import { RateLimiter } from '../../../../../infrastructure/security/rate-limiter';
import {
  ResendCooldown,
  cooldownRemainingSeconds,
  verificationDecider,
} from '../verification-code.decider';
import { VerificationCodes } from '../verification-codes';

/** Mails a new 6-digit code to an address (at most one per 60 s). */
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
  private readonly logger = new Logger(SendVerificationCodeHandler.name);

  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly codes: VerificationCodes,
    private readonly mailer: Mailer,
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

    const code = this.codes.generate();
    const codeHash = this.codes.hash(email, code);
    let position: LogPosition | null;
    try {
      ({ position } = await this.aggregates.execute(
        stream,
        verificationDecider,
        { kind: 'Issue', email, codeHash, now },
        command.context,
      ));
    } catch (error) {
      if (error instanceof ResendCooldown) throw new ResendTooSoon(error.retryAfterSeconds);
      throw error;
    }

    try {
      await this.mailer.send({
        to: email,
        subject: SIGN_UP_TEXTS.verificationMail.subject,
        text: SIGN_UP_TEXTS.verificationMail.text(code, VERIFICATION_CODE_TTL_MINUTES),
      });
    } catch (error) {
      this.logger.error(`Verification mail to ${email} failed: ${String(error)}`);
      // The code never arrived: withdraw it so the address may ask again at once.
      await this.aggregates.execute(
        stream,
        verificationDecider,
        { kind: 'Withdraw', email, codeHash, reason: 'mail_failed' },
        command.context,
      );
      throw new BadGatewayException(SIGN_UP_TEXTS.failedToSendVerification);
    }
    return { position };
  }
}
