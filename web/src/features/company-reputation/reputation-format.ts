const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A wait as a rough figure: "~25 min", "~3 h", "~2 d" (never below a minute). */
export function formatWait(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / MINUTE));
  if (minutes < 60) return `~${minutes} min`;
  const hours = Math.round(ms / HOUR);
  if (hours < 48) return `~${hours} h`;
  return `~${Math.round(ms / DAY)} d`;
}

/** A 0..1 rate as a whole percent. */
export const formatPercent = (rate: number): string => `${Math.round(rate * 100)}%`;
