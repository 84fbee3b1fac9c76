import { ACCOUNTS_COLLECTION, STREAMS, type AccountDoc } from '@morphic/contracts/server';
import { SIGN_UP_TEXTS, normalizeEmail } from '@morphic/contracts';
import type { LogPosition, ReadStore } from '@morphic/stores';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '#infrastructure/clock/clock';
import { AggregateRepository } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { DomainRuleViolation } from '#infrastructure/commands/decider';
import { RateLimiter } from '#infrastructure/security/rate-limiter';
import { READ_STORE } from '#infrastructure/tokens';
import { emailVerificationDecider } from '../../email/email-verification.decider';
import { checkCode, verificationDecider } from '../verification-code.decider';
import { VerificationCodes } from '../verification-codes';

/** Spends a mailed code to mark an existing operator's email verified. */
export class VerifyEmail extends Command<{ position: LogPosition | null }> {
  constructor(
    readonly email: string,
    readonly code: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(VerifyEmail)
export class VerifyEmailHandler implements ICommandHandler<VerifyEmail> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly codes: VerificationCodes,
    private readonly rateLimiter: RateLimiter,
    private readonly clock: Clock,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  async execute(command: VerifyEmail): Promise<{ position: LogPosition | null }> {
    const email = normalizeEmail(command.email);
    const keys = { account: email, ip: command.context.ip };
    await this.rateLimiter.consume('verification_code', keys, command.context);
    const stream = STREAMS.verification(email);
    const codeHash = this.codes.hash(email, command.code);
    const now = new Date(this.clock.now());
    checkCode((await this.aggregates.load(stream, verificationDecider)).state, codeHash, now);

    const account = await this.store
      .collection<AccountDoc>(ACCOUNTS_COLLECTION)
      .findOne({ type: 'operator', email_lower: email });
    if (!account) throw new DomainRuleViolation('not_found', SIGN_UP_TEXTS.noAccountForEmail);

    const context = { ...command.context, actorId: account._id };
    const used = await this.aggregates.execute(
      stream,
      verificationDecider,
      { kind: 'Use', email, codeHash, now, accountId: account._id, purpose: 'email_verification' },
      context,
    );
    const verified = await this.aggregates.execute(
      STREAMS.operator(account._id),
      emailVerificationDecider,
      { kind: 'VerifyEmail', email },
      context,
    );
    await this.rateLimiter.reset('verification_code', { account: email });
    return { position: verified.position ?? used.position };
  }
}
