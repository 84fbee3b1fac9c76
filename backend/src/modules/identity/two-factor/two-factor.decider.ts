import { SIGN_IN_TEXTS } from '@morphic/contracts';
import type { DomainEvent, EventOfType } from '@morphic/contracts/server';
import { DomainRuleViolation, type Decider } from '#infrastructure/commands/decider';
import { matchedTimeStep } from './totp';

/** Two-factor sign-in of one operator, folded from the operator's stream (`operator-<id>`). */
export interface TwoFactorState {
  readonly accountId: string | null;
  readonly enabled: boolean;
  /** The secret codes are checked against once enabled. */
  readonly secret: string | null;
  /** The secret offered by a setup that no code has confirmed yet. */
  readonly pendingSecret: string | null;
  /** The newest time step whose code was used: that code and older ones never work again. */
  readonly lastUsedStep: number | null;
}

/** `nowMs` is when the code was typed: the decider stays pure. */
export type TwoFactorCommand =
  | { readonly kind: 'StartSetup'; readonly secret: string }
  | { readonly kind: 'Enable'; readonly code: string; readonly nowMs: number }
  | { readonly kind: 'AcceptCode'; readonly code: string; readonly nowMs: number }
  | { readonly kind: 'Disable'; readonly code: string; readonly nowMs: number };

type TwoFactorEvent = EventOfType<
  'TwoFactorSetupStarted' | 'TwoFactorEnabled' | 'TwoFactorCodeAccepted' | 'TwoFactorDisabled'
>;

const wrongCode = () => new DomainRuleViolation('invalid', SIGN_IN_TEXTS.invalidOrMissingCode);

/** The step of a code that is right for `secret` and newer than any code used before. */
function freshStep(
  state: TwoFactorState,
  secret: string,
  command: { readonly code: string; readonly nowMs: number },
): number {
  const step = matchedTimeStep(secret, command.code.trim(), command.nowMs);
  if (step === null || (state.lastUsedStep !== null && step <= state.lastUsedStep)) {
    throw wrongCode();
  }
  return step;
}

export const twoFactorDecider: Decider<TwoFactorState, TwoFactorCommand, TwoFactorEvent> = {
  initialState: {
    accountId: null,
    enabled: false,
    secret: null,
    pendingSecret: null,
    lastUsedStep: null,
  },

  evolve(state: TwoFactorState, event: DomainEvent): TwoFactorState {
    switch (event.type) {
      case 'OperatorRegistered':
        return { ...state, accountId: event.data.operator_id };
      case 'TwoFactorSetupStarted':
        return { ...state, pendingSecret: event.data.secret };
      case 'TwoFactorEnabled':
        return {
          ...state,
          enabled: true,
          secret: state.pendingSecret,
          pendingSecret: null,
          lastUsedStep: event.data.time_step,
        };
      case 'TwoFactorCodeAccepted':
        return { ...state, lastUsedStep: event.data.time_step };
      case 'TwoFactorDisabled':
        return { ...state, enabled: false, secret: null, lastUsedStep: event.data.time_step };
      default:
        return state;
    }
  },

  decide(command: TwoFactorCommand, state: TwoFactorState): TwoFactorEvent[] {
    const accountId = state.accountId;
    if (!accountId) throw new DomainRuleViolation('not_found', 'Account not found');
    switch (command.kind) {
      case 'StartSetup':
        if (state.enabled) {
          throw new DomainRuleViolation('conflict', SIGN_IN_TEXTS.twoFactor.alreadyEnabled);
        }
        // A secret already offered stays valid: an app may have scanned it.
        if (state.pendingSecret) return [];
        return [
          {
            type: 'TwoFactorSetupStarted',
            data: { account_id: accountId, secret: command.secret },
          },
        ];
      case 'Enable': {
        if (state.enabled) {
          throw new DomainRuleViolation('conflict', SIGN_IN_TEXTS.twoFactor.alreadyEnabled);
        }
        if (!state.pendingSecret) {
          throw new DomainRuleViolation('invalid', SIGN_IN_TEXTS.twoFactor.setupNotStarted);
        }
        const step = freshStep(state, state.pendingSecret, command);
        return [{ type: 'TwoFactorEnabled', data: { account_id: accountId, time_step: step } }];
      }
      case 'AcceptCode':
      case 'Disable': {
        if (!state.enabled || !state.secret) {
          throw new DomainRuleViolation('invalid', SIGN_IN_TEXTS.twoFactor.notEnabled);
        }
        const step = freshStep(state, state.secret, command);
        const type = command.kind === 'Disable' ? 'TwoFactorDisabled' : 'TwoFactorCodeAccepted';
        return [{ type, data: { account_id: accountId, time_step: step } }];
      }
    }
  },
};
