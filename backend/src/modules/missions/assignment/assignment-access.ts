import { ASSIGNMENT_TEXTS, hasAnyRole, type Assignment } from '@morphic/contracts';
import { NotFoundException } from '@nestjs/common';
import type { Principal } from '#infrastructure/auth/principal';

/**
 * Who may see an assignment and its files: its operator, the validator who claimed its current
 * submission, and admins and founders. Anyone else gets "Assignment not found", so ids of other
 * people's work reveal nothing.
 */
export function assertCanView(principal: Principal, assignment: Assignment): void {
  if (assignment.operator.id === principal.accountId) return;
  if (principal.type !== 'operator') throw new NotFoundException(ASSIGNMENT_TEXTS.notFound);
  if (assignment.validator_id === principal.accountId) return;
  if (hasAnyRole(principal.roles, ['admin', 'founder'])) return;
  throw new NotFoundException(ASSIGNMENT_TEXTS.notFound);
}
