import { LIMITS, SIGN_UP_TEXTS, VERIFICATION_CODE_TTL_MINUTES } from '@morphic/contracts';
import type { DomainEvent, EventData, EventOfType } from '@morphic/contracts/server';
import { DomainRuleViolation, type Decider } from '#infrastructure/commands/decider';

/** The latest code mailed to one address (stream `verification-<email>`). */
export interface VerificationState {
  readonly codeHash: string | null;
  /** Epoch milliseconds. */
  readonly issuedAt: number | null;
  readonly expiresAt: number | null;
  readonly used: boolean;
}

export type VerificationCommand =
  | {
      readonly kind: 'Issue';
      readonly email: string;
      readonly codeHash: string;
      /** What the mail reactor derives the code from. */
      readonly codeId: string;
      readonly now: Date;
    }
  | {
      readonly kind: 'Use';
      readonly email: string;
      readonly codeHash: string;
      readonly now: Date;
      readonly accountId: string;
      readonly purpose: EventData<'VerificationCodeUsed'>['purpose'];
    }
  | {
      readonly kind: 'Withdraw';
      readonly email: string;
      readonly codeHash: string;
      readonly reason: EventData<'VerificationCodeWithdrawn'>['reason'];
    };

type VerificationEvent = EventOfType<
  'VerificationCodeIssued' | 'VerificationCodeUsed' | 'VerificationCodeWithdrawn'
>;

const COOLDOWN_MS = LIMITS.verificationResendCooldownSeconds * 1000;
const TTL_MS = VERIFICATION_CODE_TTL_MINUTES * 60 * 1000;

/** A new code was asked for within 60 s of the last one; the HTTP layer answers 429. */
export class ResendCooldown extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(SIGN_UP_TEXTS.resendCooldown(retryAfterSeconds));
    this.name = 'ResendCooldown';
  }
}

/** Seconds until another code may be sent; 0 when it may be sent now. */
export function cooldownRemainingSeconds(state: VerificationState, now: Date): number {
  if (state.issuedAt === null) return 0;
  const remaining = state.issuedAt + COOLDOWN_MS - now.getTime();
  return remaining > 0 ? Math.ceil(remaining / 1000) : 0;
}

/** Refuses a code that is not the current, unused, unexpired one. */
export function checkCode(state: VerificationState, codeHash: string, now: Date): void {
  if (state.codeHash === null) throw new DomainRuleViolation('invalid', SIGN_UP_TEXTS.codeMissing);
  if (state.codeHash !== codeHash) {
    throw new DomainRuleViolation('invalid', SIGN_UP_TEXTS.codeIncorrect);
  }
  if (state.used) throw new DomainRuleViolation('invalid', SIGN_UP_TEXTS.codeUsed);
  if (state.expiresAt !== null && now.getTime() >= state.expiresAt) {
    throw new DomainRuleViolation('invalid', SIGN_UP_TEXTS.codeExpired);
  }
}

const initialState: VerificationState = {
  codeHash: null,
  issuedAt: null,
  expiresAt: null,
  used: false,
};

/** Email verification codes: 6 digits, hashed, 15 minutes, single use, one per 60 s. */
export const verificationDecider: Decider<
  VerificationState,
  VerificationCommand,
  VerificationEvent
> = {
  initialState,

  evolve(state: VerificationState, event: DomainEvent): VerificationState {
    switch (event.type) {
      case 'VerificationCodeIssued':
        return {
          codeHash: event.data.code_hash,
          issuedAt: Date.parse(event.data.issued_at),
          expiresAt: Date.parse(event.data.expires_at),
          used: false,
        };
      case 'VerificationCodeUsed':
        return { ...state, used: true };
      case 'VerificationCodeWithdrawn':
        return initialState;
      default:
        return state;
    }
  },

  decide(command: VerificationCommand, state: VerificationState): VerificationEvent[] {
    switch (command.kind) {
      case 'Issue': {
        const wait = cooldownRemainingSeconds(state, command.now);
        if (wait > 0) throw new ResendCooldown(wait);
        return [
          {
            type: 'VerificationCodeIssued',
            data: {
              email: command.email,
              code_hash: command.codeHash,
              issued_at: command.now.toISOString(),
              expires_at: new Date(command.now.getTime() + TTL_MS).toISOString(),
              code_id: command.codeId,
            },
          },
        ];
      }
      case 'Use':
        checkCode(state, command.codeHash, command.now);
        return [
          {
            type: 'VerificationCodeUsed',
            data: { email: command.email, account_id: command.accountId, purpose: command.purpose },
          },
        ];
      case 'Withdraw':
        if (state.codeHash !== command.codeHash || state.used) return [];
        return [
          {
            type: 'VerificationCodeWithdrawn',
            data: { email: command.email, reason: command.reason },
          },
        ];
    }
  },
};
