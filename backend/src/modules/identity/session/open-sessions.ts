import {
  SESSIONS_COLLECTION,
  STREAMS,
  type EventData,
  type SessionDoc,
} from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '#infrastructure/clock/clock';
import type { CommandContext } from '#infrastructure/commands/command-context';
import type { Decision } from '#infrastructure/commands/decision';
import { READ_STORE } from '#infrastructure/tokens';
import { accountSessionsDecider } from './account-sessions.decider';
import { isSessionLive, sessionDecider } from './session.decider';
import { SessionEndings } from './session-endings';

/**
 * The sessions an account still has open, to end them all: a password reset, a suspension, a
 * deletion. Decided from the account's sessions stream, which every sign-in appends to, so a
 * session opened a moment ago is ended too; revoked in the caller's decision, so they end with
 * the change that ends them (the push relay then cuts their sockets), with the impersonations
 * they started, each logged.
 */
@Injectable()
export class OpenSessions {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly clock: Clock,
    private readonly endings: SessionEndings,
  ) {}

  /** Revokes every unexpired session of the accounts; answers how many it revoked. */
  async revokeIn(
    streams: Decision,
    context: CommandContext,
    accountIds: readonly string[],
    reason: EventData<'SessionRevoked'>['reason'],
  ): Promise<number> {
    const now = new Date(this.clock.now());
    let revoked = 0;
    for (const accountId of accountIds) {
      const stream = STREAMS.accountSessions(accountId);
      const { listed } = await streams.read(stream, accountSessionsDecider);
      const unlisted = await this.openedBeforeListing(accountId, now);
      await streams.decide(stream, accountSessionsDecider, {
        kind: 'EndAll',
        accountId,
        reason,
        unlisted,
      });
      const unexpired = listed
        .filter((session) => Date.parse(session.expiresAt) > now.getTime())
        .map((session) => session.jti);
      const live = await streams.idsWhere(
        [...unexpired, ...unlisted],
        STREAMS.session,
        sessionDecider,
        (session) => isSessionLive(session, now),
      );
      for (const jti of live) await this.endings.endIn(streams, context, jti, reason);
      revoked += live.length;
    }
    return revoked;
  }

  /**
   * Open sessions of the account from the read model: the sessions opened before sign-ins
   * listed them on the account's stream. Those are long projected, so the read model's lag
   * cannot hide one; a session opened since is on the stream.
   */
  private async openedBeforeListing(accountId: string, now: Date): Promise<string[]> {
    const unrevoked = await this.store
      .collection<SessionDoc>(SESSIONS_COLLECTION)
      .find({ account_id: accountId, revoked_at: null }, { projection: { _id: 1, expires_at: 1 } });
    return unrevoked
      .filter((session) => session.expires_at > now.toISOString())
      .map((session) => session._id);
  }
}
