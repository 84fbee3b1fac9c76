import {
  ACCOUNTS_COLLECTION,
  SESSIONS_COLLECTION,
  type AccountDoc,
  type SessionDoc,
} from '@morphic/contracts/server';
import {
  TokenClaimsSchema,
  type TokenClaims,
  effectiveRoles,
  type AccountType,
} from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG, READ_STORE } from '../tokens';
import type { Principal } from './principal';

export interface IssuedToken {
  readonly token: string;
  readonly jti: string;
  readonly expiresAt: Date;
}

export interface TokenSubject {
  readonly accountId: string;
  readonly type: AccountType;
  readonly role: string;
  readonly username: string;
  readonly impersonatorId: string | null;
  readonly lifetimeSeconds?: number;
}

/** Tokens whose signature was checked, remembered so each request does not check it again. */
const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * Issues and checks access tokens. A token is only as good as its session: the `sessions`
 * read model must hold its `jti` unrevoked, and roles are read from the account as it is now.
 */
@Injectable()
export class TokenService {
  /** Claims by token, oldest first; the expiry is still checked on every use. */
  private readonly verified = new Map<string, TokenClaims>();

  constructor(
    private readonly jwt: JwtService,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A token of a new session (its `jti` is new): the caller opens the session. */
  issue(subject: TokenSubject): IssuedToken {
    const lifetime = subject.lifetimeSeconds ?? this.config.jwtExpiresInSeconds;
    const iat = Math.floor(Date.now() / 1000);
    // Whole seconds, as the token states it: a token reissued for the session expires with it.
    const expiresAt = new Date((iat + lifetime) * 1000);
    const jti = randomUUID();
    const token = this.jwt.sign({ ...this.claimsFor(subject, jti), iat, exp: iat + lifetime });
    return { token, jti, expiresAt };
  }

  /**
   * Another token of a session that is open: it is that session (signing out of either ends
   * both) and expires with it, as when switch-back returns an admin to the session they left.
   */
  reissue(subject: TokenSubject, session: { jti: string; expiresAt: Date }): IssuedToken {
    const exp = Math.floor(session.expiresAt.getTime() / 1000);
    const token = this.jwt.sign({ ...this.claimsFor(subject, session.jti), exp });
    return { token, jti: session.jti, expiresAt: session.expiresAt };
  }

  private claimsFor(subject: TokenSubject, jti: string): Record<string, unknown> {
    return {
      sub: subject.accountId,
      jti,
      type: subject.type,
      role: subject.role,
      username: subject.username,
      ...(subject.impersonatorId
        ? { impersonation: true, impersonator_id: subject.impersonatorId }
        : {}),
    };
  }

  /** Who a correctly signed token of a revoked session (sign-out, reset) names; else null. */
  async revokedHolder(token: string): Promise<{ accountId: string; username: string } | null> {
    const claims = this.claimsOf(token);
    if (!claims) return null;
    const session = await this.readStore
      .collection<SessionDoc>(SESSIONS_COLLECTION)
      .findOne({ _id: claims.jti });
    return session?.revoked_at ? { accountId: claims.sub, username: claims.username } : null;
  }

  /** The principal of a valid, unrevoked token of an active, undeleted account; null otherwise. */
  async verify(token: string): Promise<Principal | null> {
    const claims = this.claimsOf(token);
    if (!claims) return null;
    const { sub, jti } = claims;
    const [session, account] = await Promise.all([
      this.readStore.collection<SessionDoc>(SESSIONS_COLLECTION).findOne({ _id: jti }),
      this.readStore
        .collection<AccountDoc>(ACCOUNTS_COLLECTION)
        .findOne(
          { _id: sub },
          { projection: { type: 1, username: 1, role: 1, status: 1, deleted_at: 1 } },
        ),
    ]);
    if (!session || session.revoked_at !== null || session.account_id !== sub) return null;
    if (!account || account.status === 'suspended' || account.deleted_at) return null;
    return {
      accountId: account._id,
      type: account.type,
      username: account.username,
      roles:
        account.type === 'operator'
          ? effectiveRoles(account.role, account.username, this.config.founderUsernames)
          : [],
      jti,
      expiresAt: new Date(claims.exp * 1000),
      impersonatorId: session.impersonator_id,
    };
  }

  /** The claims of a correctly signed, unexpired token; null otherwise. */
  private claimsOf(token: string): TokenClaims | null {
    const known = this.verified.get(token);
    if (known) return known.exp * 1000 > Date.now() ? known : null;
    const claims = this.checkedClaims(token);
    if (claims) {
      if (this.verified.size >= VERIFIED_TOKENS_KEPT) {
        this.verified.delete(this.verified.keys().next().value as string);
      }
      this.verified.set(token, claims);
    }
    return claims;
  }

  private checkedClaims(token: string): TokenClaims | null {
    try {
      const claims = TokenClaimsSchema.safeParse(this.jwt.verify<object>(token));
      return claims.success ? claims.data : null;
    } catch {
      return null;
    }
  }
}
