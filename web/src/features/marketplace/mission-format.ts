import { MARKETPLACE_TEXTS } from '@morphic/contracts';

// Shared with the server, which words rewards the same way in notifications.
export { formatReward } from '@morphic/contracts';

/** A deadline as a readable date ("Mar 8, 2025"), or null when there is none. */
export function formatDeadline(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** The chance of success as a percent, or what to do when there are no skills to go on. */
export const formatChance = (probability: number | null): string =>
  probability === null ? MARKETPLACE_TEXTS.noSkillsOnFile : `${Math.round(probability * 100)}%`;
