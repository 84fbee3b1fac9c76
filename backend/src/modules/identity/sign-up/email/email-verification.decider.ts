import { SIGN_UP_TEXTS, normalizeEmail } from '@morphic/contracts';
import type { DomainEvent, EventOfType } from '@morphic/contracts/server';
import { DomainRuleViolation, type Decider } from '#infrastructure/commands/decider';

/** Whether an operator's email is verified (folds `operator-<id>`, beside the other deciders). */
export interface EmailVerificationState {
  readonly operatorId: string | null;
  readonly email: string | null;
  readonly verified: boolean;
}

export interface VerifyOperatorEmail {
  readonly kind: 'VerifyEmail';
  /** The address the spent code was mailed to. */
  readonly email: string;
}

type EmailVerificationEvent = EventOfType<'OperatorEmailVerified'>;

export const emailVerificationDecider: Decider<
  EmailVerificationState,
  VerifyOperatorEmail,
  EmailVerificationEvent
> = {
  initialState: { operatorId: null, email: null, verified: false },

  evolve(state: EmailVerificationState, event: DomainEvent): EmailVerificationState {
    switch (event.type) {
      case 'OperatorRegistered':
        return {
          operatorId: event.data.operator_id,
          email: event.data.email,
          verified: event.data.email_verified,
        };
      case 'OperatorEmailVerified':
        return { ...state, verified: true };
      default:
        return state;
    }
  },

  decide(command: VerifyOperatorEmail, state: EmailVerificationState): EmailVerificationEvent[] {
    if (!state.operatorId || !state.email) {
      throw new DomainRuleViolation('not_found', 'Account not found');
    }
    if (normalizeEmail(state.email) !== normalizeEmail(command.email)) {
      throw new DomainRuleViolation('invalid', SIGN_UP_TEXTS.verificationFailed);
    }
    if (state.verified) return [];
    return [
      {
        type: 'OperatorEmailVerified',
        data: { operator_id: state.operatorId, email: state.email },
      },
    ];
  },
};
