import { normalizeEmail } from '@morphic/contracts';
import { STREAMS } from '@morphic/contracts/server';
import { Injectable } from '@nestjs/common';
import { Clock } from '#infrastructure/clock/clock';
import { AggregateRepository } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import type { Decision } from '#infrastructure/commands/decision';
import { RateLimiter } from '#infrastructure/security/rate-limiter';
import { checkCode, verificationDecider } from './verification-code.decider';
import { VerificationCodes } from './verification-codes';

/** A sign-up code that passed its check: spent in the registration's own append. */
export interface CheckedSignUpCode {
  /** Spends the code in the registration's decision: two sign-ups cannot both use it. */
  spendIn(streams: Decision, accountId: string): Promise<void>;
  /** Clears the address's failed-code count once the registration is appended. */
  succeeded(): Promise<void>;
}

/**
 * The mailed code every sign-up proves its address with (operators and company
 * representatives): guesses count against the `verification_code` limit, and a wrong or
 * expired code is refused before the slow work (hashing, files) starts.
 */
@Injectable()
export class SignUpCodes {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly codes: VerificationCodes,
    private readonly rateLimiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  async check(email: string, code: string, context: CommandContext): Promise<CheckedSignUpCode> {
    const address = normalizeEmail(email);
    await this.rateLimiter.consume(
      'verification_code',
      { account: address, ip: context.ip },
      context,
    );
    const stream = STREAMS.verification(address);
    const codeHash = this.codes.hash(address, code);
    const now = new Date(this.clock.now());
    checkCode((await this.aggregates.load(stream, verificationDecider)).state, codeHash, now);
    return {
      spendIn: async (streams, accountId) => {
        await streams.decide(stream, verificationDecider, {
          kind: 'Use',
          email: address,
          codeHash,
          now,
          accountId,
          purpose: 'registration',
        });
      },
      succeeded: () => this.rateLimiter.reset('verification_code', { account: address }),
    };
  }
}
