import type { Filter } from '@morphic/stores';
import type { Role } from '@morphic/contracts';

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Accounts (read model `accounts`) holding a role: in the comma-separated role string, or,
 * for founders, by username (FOUNDER_USERNAMES).
 */
export function roleFilter(role: Role, founderUsernames: ReadonlySet<string>): Filter {
  const byRole: Filter = { role: { $regex: `(^|,)\\s*${role}\\s*(,|$)`, $options: 'i' } };
  if (role !== 'founder' || founderUsernames.size === 0) return byRole;
  return { $or: [byRole, { username_lower: { $in: [...founderUsernames] } }] };
}

/**
 * Documents where one of the fields (by default an account's username, email and full name)
 * contains the text, in any case, taken literally; null for no text.
 */
export function searchFilter(
  text: string,
  fields: readonly string[] = ['username', 'email', 'full_name'],
): Filter | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const contains = { $regex: escapeRegex(trimmed), $options: 'i' };
  return { $or: fields.map((field) => ({ [field]: contains })) };
}
