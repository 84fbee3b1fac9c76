import type { SessionUser } from '@morphic/contracts';

type DisplaySource = Pick<SessionUser, 'full_name' | 'username'>;

/** Full name, else username. */
export function displayName(user: DisplaySource): string {
  return user.full_name?.trim() || user.username;
}

/** Initials of the full name (at most 2), else the first letter of the username. */
export function avatarInitials(user: DisplaySource): string {
  const words = (user.full_name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length > 0) {
    return words
      .slice(0, 2)
      .map((word) => Array.from(word)[0] ?? '')
      .join('')
      .toUpperCase();
  }
  return (Array.from(user.username)[0] ?? '?').toUpperCase();
}
