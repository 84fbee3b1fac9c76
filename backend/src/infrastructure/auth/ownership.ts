import { MESSAGES, hasAnyRole } from '@morphic/contracts';
import { ForbiddenException } from '@nestjs/common';
import type { Principal } from './principal';

/** The caller is the account `operatorId` (its own data), or an admin or founder; else 403. */
export function assertOwnOrAdmin(principal: Principal, operatorId: string): void {
  if (principal.accountId === operatorId) return;
  if (hasAnyRole(principal.roles, ['admin', 'founder'])) return;
  throw new ForbiddenException(MESSAGES.forbidden);
}

/** The caller is the operator `operatorId` (an admin may not act for them); else 403. */
export function assertOwn(principal: Principal, operatorId: string, message: string): void {
  if (principal.accountId !== operatorId) throw new ForbiddenException(message);
}
