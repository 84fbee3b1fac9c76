import { IMPERSONATION_TEXTS } from '@morphic/contracts';
import type { DomainEvent, EventData, EventOfType } from '@morphic/contracts/server';
import { DomainRuleViolation, type Decider } from '#infrastructure/commands/decider';

/** An impersonation an admin's session started, until it expires. */
interface ImpersonationOfSession {
  readonly jti: string;
  readonly expiresAt: string;
}

export interface SessionState {
  readonly opened: boolean;
  readonly revoked: boolean;
  readonly accountId: string | null;
  readonly jti: string | null;
  readonly expiresAt: string | null;
  /** For an impersonation: the admin's session it was started from (it ends with it). */
  readonly impersonatorSessionId: string | null;
  /** For an admin's session: the impersonations it started (they end with it). */
  readonly impersonations: readonly ImpersonationOfSession[];
}

export type SessionCommand =
  | { readonly kind: 'Open'; readonly session: EventData<'SessionOpened'> }
  | { readonly kind: 'Revoke'; readonly reason: EventData<'SessionRevoked'>['reason'] }
  | {
      readonly kind: 'StartImpersonation';
      readonly impersonation: Omit<EventData<'ImpersonationStarted'>, 'jti'>;
      readonly now: Date;
    };

type SessionEvent = EventOfType<'SessionOpened' | 'SessionRevoked' | 'ImpersonationStarted'>;

/** Whether the session can still be used at `now`: opened, not revoked, not expired. */
export function isSessionLive(
  state: SessionState,
  now: Date,
): state is SessionState & { readonly jti: string; readonly expiresAt: string } {
  return (
    state.opened &&
    !state.revoked &&
    state.jti !== null &&
    state.expiresAt !== null &&
    Date.parse(state.expiresAt) > now.getTime()
  );
}

/**
 * One issued token (stream `session-<jti>`): opened at sign-in, revoked at sign-out. An admin's
 * session also records the impersonations it starts, so that ending it ends them.
 */
export const sessionDecider: Decider<SessionState, SessionCommand, SessionEvent> = {
  initialState: {
    opened: false,
    revoked: false,
    accountId: null,
    jti: null,
    expiresAt: null,
    impersonatorSessionId: null,
    impersonations: [],
  },

  evolve(state: SessionState, event: DomainEvent): SessionState {
    switch (event.type) {
      case 'SessionOpened':
        return {
          ...state,
          opened: true,
          accountId: event.data.account_id,
          jti: event.data.jti,
          expiresAt: event.data.expires_at,
          impersonatorSessionId: event.data.impersonator_session_id ?? null,
        };
      case 'SessionRevoked':
        return { ...state, revoked: true };
      case 'ImpersonationStarted':
        return {
          ...state,
          impersonations: [
            ...state.impersonations,
            { jti: event.data.impersonation_jti, expiresAt: event.data.expires_at },
          ],
        };
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
      case 'StartImpersonation':
        if (!isSessionLive(state, command.now)) {
          throw new DomainRuleViolation('forbidden', IMPERSONATION_TEXTS.impersonatorSessionEnded);
        }
        return [
          { type: 'ImpersonationStarted', data: { jti: state.jti, ...command.impersonation } },
        ];
    }
  },
};
