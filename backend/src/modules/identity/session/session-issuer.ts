import { STREAMS, type AccountDoc } from '@morphic/contracts/server';
import type { LogPosition } from '@morphic/stores';
import { Injectable } from '@nestjs/common';
import { TokenService } from '#infrastructure/auth/token.service';
import { AggregateRepository } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import type { Decision } from '#infrastructure/commands/decision';
import { accountSessionsDecider } from './account-sessions.decider';
import { sessionDecider } from './session.decider';

export interface OpenedSession {
  readonly token: string;
  readonly jti: string;
  readonly expiresAt: Date;
  readonly accountId: string;
  readonly position: LogPosition | null;
}

/** What a token names about its account. */
export type SessionAccount = Pick<AccountDoc, '_id' | 'type' | 'role' | 'username'>;

export interface SessionOptions {
  /** The admin acting as this account; the token is then marked `impersonation: true`. */
  readonly impersonatorId?: string | null;
  /** The admin's own session the impersonation starts from: it ends with that session. */
  readonly impersonatorSessionId?: string;
  /** Overrides JWT_EXPIRES_IN_SECONDS (impersonation lasts 2 hours). */
  readonly lifetimeSeconds?: number;
}

/**
 * Issues a token for an account and opens its session (stream `session-<jti>`): what a
 * sign-in, an impersonation and a switch-back share. The caller checks who may have it.
 */
@Injectable()
export class SessionIssuer {
  constructor(
    private readonly tokens: TokenService,
    private readonly aggregates: AggregateRepository,
  ) {}

  /** Opens a session in its own append. */
  async open(
    account: SessionAccount,
    context: CommandContext,
    options: SessionOptions = {},
  ): Promise<OpenedSession> {
    return this.aggregates.decide(context, (streams) => this.openIn(streams, account, options));
  }

  /** Issues the token and opens its session in the caller's decision, appended with the rest. */
  async openIn(
    streams: Decision,
    account: SessionAccount,
    options: SessionOptions = {},
  ): Promise<Omit<OpenedSession, 'position'>> {
    const impersonatorId = options.impersonatorId ?? null;
    const issued = this.tokens.issue({
      accountId: account._id,
      type: account.type,
      role: account.role,
      username: account.username,
      impersonatorId,
      ...(options.lifetimeSeconds ? { lifetimeSeconds: options.lifetimeSeconds } : {}),
    });
    await streams.decide(STREAMS.accountSessions(account._id), accountSessionsDecider, {
      kind: 'List',
      accountId: account._id,
      jti: issued.jti,
      expiresAt: issued.expiresAt.toISOString(),
    });
    await streams.decide(STREAMS.session(issued.jti), sessionDecider, {
      kind: 'Open',
      session: {
        jti: issued.jti,
        account_id: account._id,
        account_type: account.type,
        expires_at: issued.expiresAt.toISOString(),
        impersonator_id: impersonatorId,
        ...(options.impersonatorSessionId
          ? { impersonator_session_id: options.impersonatorSessionId }
          : {}),
      },
    });
    return {
      token: issued.token,
      jti: issued.jti,
      expiresAt: issued.expiresAt,
      accountId: account._id,
    };
  }
}
