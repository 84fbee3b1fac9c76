import { hasAnyRole, parseRoles, type Role, type SessionUser } from '@morphic/contracts';

type RoleSource = Pick<SessionUser, 'role' | 'roles'>;

/**
 * The user's roles: the comma-separated `role` string plus the server-computed `roles` list
 * (which also marks a founder recognised by username).
 */
export function userRoles(user: RoleSource | null | undefined): Role[] {
  if (!user) return [];
  return parseRoles([user.role, ...user.roles].join(','));
}

export function userHasRole(user: RoleSource | null | undefined, role: Role): boolean {
  return userRoles(user).includes(role);
}

export function userHasAnyRole(
  user: RoleSource | null | undefined,
  roles: readonly Role[],
): boolean {
  return hasAnyRole(userRoles(user), roles);
}

export const isFounder = (user: RoleSource | null | undefined): boolean =>
  userHasRole(user, 'founder');

export const isAdminOrFounder = (user: RoleSource | null | undefined): boolean =>
  userHasAnyRole(user, ['admin', 'founder']);

/** A company rep counts as active when the company status is active or not set. */
export function isCompanyActive(user: Pick<SessionUser, 'company_status'>): boolean {
  return user.company_status === null || user.company_status === 'active';
}
