/** First word, and the rest, of a full name; nulls when there is no name. */
export function splitName(fullName: string | null): { first: string | null; last: string | null } {
  const parts = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { first: null, last: null };
  return { first: parts[0] ?? null, last: parts.length > 1 ? parts.slice(1).join(' ') : null };
}
