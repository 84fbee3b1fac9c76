import { MESSAGES, hasAnyRole } from '@morphic/contracts';
import { ForbiddenException } from '@nestjs/common';
import type { AuthenticatedRequest } from '../../../infrastructure/auth/principal';

/**
 * A user acts on their own notifications only; admins and founders on anyone's (the id in
 * `/api/operators/{id}/notifications` is the recipient's account id).
 */
export function assertActsForRecipient(request: AuthenticatedRequest, recipientId: string): void {
  const principal = request.principal;
  if (principal?.accountId === recipientId) return;
  if (hasAnyRole(principal?.roles ?? [], ['admin', 'founder'])) return;
  throw new ForbiddenException(MESSAGES.forbidden);
}
