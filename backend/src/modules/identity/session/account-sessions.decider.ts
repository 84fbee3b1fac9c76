import type { DomainEvent, EventData, EventOfType } from '@morphic/contracts/server';
import type { Decider } from '#infrastructure/commands/decider';

/** A session listed for the account, until an end of all of them closes the list. */
interface ListedSession {
  readonly jti: string;
  readonly expiresAt: string;
}

export interface AccountSessionsState {
  readonly listed: readonly ListedSession[];
}

export type AccountSessionsCommand =
  | {
      readonly kind: 'List';
      readonly accountId: string;
      readonly jti: string;
      readonly expiresAt: string;
    }
  | {
      readonly kind: 'EndAll';
      readonly accountId: string;
      readonly reason: EventData<'AccountSessionsEnded'>['reason'];
      /** Sessions opened before sessions were listed (found elsewhere), to end with the rest. */
      readonly unlisted: readonly string[];
    };

type AccountSessionsEvent = EventOfType<'AccountSessionListed' | 'AccountSessionsEnded'>;

/**
 * The sessions opened for one account (stream `accountsessions-<id>`). A sign-in lists its
 * session here in the same append that opens it, and ending every session of the account
 * appends here too: the two expect the same revision, so a sign-in racing a password reset
 * either lands before it (and is ended with the rest) or is retried after it.
 */
export const accountSessionsDecider: Decider<
  AccountSessionsState,
  AccountSessionsCommand,
  AccountSessionsEvent
> = {
  initialState: { listed: [] },

  evolve(state: AccountSessionsState, event: DomainEvent): AccountSessionsState {
    switch (event.type) {
      case 'AccountSessionListed':
        return {
          listed: [...state.listed, { jti: event.data.jti, expiresAt: event.data.expires_at }],
        };
      case 'AccountSessionsEnded': {
        const closed = new Set(event.data.jtis);
        return { listed: state.listed.filter((session) => !closed.has(session.jti)) };
      }
      default:
        return state;
    }
  },

  decide(command: AccountSessionsCommand, state: AccountSessionsState): AccountSessionsEvent[] {
    switch (command.kind) {
      case 'List':
        return [
          {
            type: 'AccountSessionListed',
            data: {
              account_id: command.accountId,
              jti: command.jti,
              expires_at: command.expiresAt,
            },
          },
        ];
      case 'EndAll': {
        // Expired and signed-out sessions need no revoking, but leave the list all the same.
        const listed = state.listed.map((session) => session.jti);
        const jtis = [...new Set([...listed, ...command.unlisted])];
        // Appended even when there is nothing to end: a sign-in deciding meanwhile then conflicts.
        return [
          {
            type: 'AccountSessionsEnded',
            data: { account_id: command.accountId, jtis, reason: command.reason },
          },
        ];
      }
    }
  },
};
