import { SESSIONS_COLLECTION, type EventData, type SessionDoc } from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '#infrastructure/clock/clock';
import type { CommandContext } from '#infrastructure/commands/command-context';
import type { Decision } from '#infrastructure/commands/decision';
import { READ_STORE } from '#infrastructure/tokens';
import { SessionEndings } from './session-endings';

/**
 * The sessions an account still has open, to end them all: a password reset, a suspension, a
 * deletion. Revoked in the caller's decision, so they end with the change that ends them (the
 * push relay then cuts their sockets), with the impersonations they started, each logged.
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
    const unrevoked = await this.store
      .collection<SessionDoc>(SESSIONS_COLLECTION)
      .find(
        { account_id: { $in: [...accountIds] }, revoked_at: null },
        { projection: { _id: 1, expires_at: 1 } },
      );
    const open = unrevoked.filter((session) => session.expires_at > now.toISOString());
    for (const session of open) await this.endings.endIn(streams, context, session._id, reason);
    return open.length;
  }
}
