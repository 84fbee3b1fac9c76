import { ACCOUNTS_COLLECTION, type AccountDoc, type EventData } from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '#infrastructure/clock/clock';
import type { CommandContext } from '#infrastructure/commands/command-context';
import type { Decision } from '#infrastructure/commands/decision';
import { SecurityLog } from '#infrastructure/security/security-log';
import { READ_STORE } from '#infrastructure/tokens';
import type { SessionState } from './session.decider';
import { revokeSessionIn } from './session-revocation';

/**
 * Ends a session in the caller's decision, with the impersonations it started, and records a
 * `logout` in the security log for each session it ended, whatever ended it (sign-out,
 * switch-back, password reset, suspension, deletion): `details.reason` says which.
 */
@Injectable()
export class SessionEndings {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly securityLog: SecurityLog,
    private readonly clock: Clock,
  ) {}

  /** Answers the session's state once revoked. */
  async endIn(
    streams: Decision,
    context: CommandContext,
    jti: string,
    reason: EventData<'SessionRevoked'>['reason'],
  ): Promise<SessionState> {
    const { state, ended } = await revokeSessionIn(
      streams,
      jti,
      reason,
      new Date(this.clock.now()),
    );
    for (const session of ended) {
      // The name is only shown in the log's row: a read model may supply it.
      const account = await this.store
        .collection<AccountDoc>(ACCOUNTS_COLLECTION)
        .findOne({ _id: session.account_id }, { projection: { username: 1 } });
      this.securityLog.entryIn(streams, context, {
        event_type: 'logout',
        severity: 'info',
        username: account?.username ?? null,
        account_id: session.account_id,
        details: { jti: session.jti, reason: session.reason },
      });
    }
    return state;
  }
}
