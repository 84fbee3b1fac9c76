import type { SessionUser } from '@morphic/contracts';

/** Whose notifications the signed-in user reads: the operator id, else the account id. */
export function notificationRecipientId(user: Pick<SessionUser, 'id' | 'operator_id'>): string {
  return user.operator_id ?? user.id;
}
