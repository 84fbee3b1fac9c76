import { ROLES, type Role } from './role-names';

const KNOWN_ROLES: ReadonlySet<string> = new Set(ROLES);

/** Roles from the spec's comma-separated role string; unknown words are ignored. */
export function parseRoles(role: string | null | undefined): Role[] {
  if (!role) return [];
  const roles = role
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter((part): part is Role => KNOWN_ROLES.has(part));
  return [...new Set(roles)];
}

export function formatRoles(roles: readonly Role[]): string {
  return ROLES.filter((role) => roles.includes(role)).join(',');
}

/** The roles an account holds, counting a founder recognised by username (FOUNDER_USERNAMES). */
export function effectiveRoles(
  role: string,
  username: string,
  founderUsernames: ReadonlySet<string>,
): Role[] {
  const roles = parseRoles(role);
  if (founderUsernames.has(username.toLowerCase()) && !roles.includes('founder')) {
    roles.push('founder');
  }
  return roles;
}

export function hasAnyRole(roles: readonly string[], wanted: readonly Role[]): boolean {
  return wanted.some((role) => roles.includes(role));
}
