import { STREAMS, type AccountDoc } from '@morphic/contracts/server';
import type { LogPosition } from '@morphic/stores';
import { Injectable } from '@nestjs/common';
import { TokenService } from '../../../infrastructure/auth/token.service';
import { AggregateRepository } from '../../../infrastructure/commands/aggregate-repository';
import type { CommandContext } from '../../../infrastructure/commands/command-context';
import { sessionDecider } from './session.decider';

export interface OpenedSession {
  readonly token: string;
  readonly jti: string;
  readonly expiresAt: Date;
  readonly accountId: string;
  readonly position: LogPosition | null;
}

export interface SessionOptions {
  /** The admin acting as this account; the token is then marked `impersonation: true`. */
  readonly impersonatorId?: string | null;
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

  async open(
    account: AccountDoc,
    context: CommandContext,
    options: SessionOptions = {},
  ): Promise<OpenedSession> {
    const impersonatorId = options.impersonatorId ?? null;
    const issued = this.tokens.issue({
      accountId: account._id,
      type: account.type,
      role: account.role,
      username: account.username,
      impersonatorId,
      ...(options.lifetimeSeconds ? { lifetimeSeconds: options.lifetimeSeconds } : {}),
    });
    const outcome = await this.aggregates.execute(
      STREAMS.session(issued.jti),
      sessionDecider,
      {
        kind: 'Open',
        session: {
          jti: issued.jti,
          account_id: account._id,
          account_type: account.type,
          expires_at: issued.expiresAt.toISOString(),
          impersonator_id: impersonatorId,
        },
      },
      context,
    );
    return {
      token: issued.token,
      jti: issued.jti,
      expiresAt: issued.expiresAt,
      accountId: account._id,
      position: outcome.position,
    };
  }
}
