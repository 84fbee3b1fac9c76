const USERNAME_BASE_MAX = 12;
const DEFAULT_USERNAME_BASE = 'operator';

/** Lowercase letters and digits of a name, accents folded ('José' gives 'jose'), at most 12. */
export function usernameBaseOf(fullName: string): string {
  const base = fullName
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, USERNAME_BASE_MAX);
  return base || DEFAULT_USERNAME_BASE;
}

/**
 * The username the operator sign-up generates (spec 01 section 5): the name's letters and
 * digits (max 12, default 'operator') plus a 3-digit random number.
 */
export function generateUsername(fullName: string, random: () => number = Math.random): string {
  const suffix = 100 + Math.min(899, Math.floor(random() * 900));
  return `${usernameBaseOf(fullName)}${suffix}`;
}
