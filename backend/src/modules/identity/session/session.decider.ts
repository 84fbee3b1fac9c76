import type { DomainEvent, EventData, EventOfType } from '@morphic/contracts/server';
import { DomainRuleViolation, type Decider } from '../../../infrastructure/commands/decider';

export interface SessionState {
  readonly opened: boolean;
  readonly revoked: boolean;
  readonly accountId: string | null;
  readonly jti: string | null;
}

export type SessionCommand =
  | { readonly kind: 'Open'; readonly session: EventData<'SessionOpened'> }
  | { readonly kind: 'Revoke'; readonly reason: EventData<'SessionRevoked'>['reason'] };

type SessionEvent = EventOfType<'SessionOpened' | 'SessionRevoked'>;

/** One issued token (stream `session-<jti>`): opened at sign-in, revoked at sign-out. */
export const sessionDecider: Decider<SessionState, SessionCommand, SessionEvent> = {
  initialState: { opened: false, revoked: false, accountId: null, jti: null },

  evolve(state: SessionState, event: DomainEvent): SessionState {
    switch (event.type) {
      case 'SessionOpened':
        return { ...state, opened: true, accountId: event.data.account_id, jti: event.data.jti };
      case 'SessionRevoked':
        return { ...state, revoked: true };
      default:
        return state;
    }
  },

  decide(command: SessionCommand, state: SessionState): SessionEvent[] {
    switch (command.kind) {
      case 'Open':
        if (state.opened) throw new DomainRuleViolation('conflict', 'This session already exists');
        return [{ type: 'SessionOpened', data: command.session }];
      case 'Revoke':
        if (!state.accountId || !state.jti) {
          throw new DomainRuleViolation('not_found', 'No such session');
        }
        if (state.revoked) return [];
        return [
          {
            type: 'SessionRevoked',
            data: { jti: state.jti, account_id: state.accountId, reason: command.reason },
          },
        ];
    }
  },
};
