// Shared with the server, which words rewards the same way in notifications.
export { formatReward } from '@morphic/contracts';

/** A deadline as a readable date ("Mar 8, 2025"), or null when there is none. */
export function formatDeadline(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** A 0..1 probability as a whole percent. */
export const formatChance = (probability: number): string => `${Math.round(probability * 100)}%`;
