import type { AccountType, ActorRole, Role } from '@morphic/contracts';
import type { Request } from 'express';

/** The verified caller of a request or socket. */
export interface Principal {
  readonly accountId: string;
  readonly type: AccountType;
  readonly username: string;
  readonly roles: readonly Role[];
  readonly jti: string;
  readonly expiresAt: Date;
  /** Set when an admin acts as this account. */
  readonly impersonatorId: string | null;
}

export type AuthenticatedRequest = Request & { principal?: Principal; id?: unknown };

const ROLE_PRECEDENCE: readonly Role[] = ['founder', 'admin', 'validator', 'operator'];

/** The one role recorded as `actorRole` in event metadata: the strongest the caller holds. */
export function actorRoleOf(principal: Principal | undefined): ActorRole {
  if (!principal) return 'anonymous';
  if (principal.type === 'company_rep') return 'company_rep';
  return ROLE_PRECEDENCE.find((role) => principal.roles.includes(role)) ?? 'operator';
}
