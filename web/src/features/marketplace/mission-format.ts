/** "$180" for dollars, "100 credits" for platform credits, "50 EUR" otherwise. */
export function formatReward(amount: number, asset: string): string {
  const upper = asset.toUpperCase();
  if (upper === 'CREDITS') return `${amount.toLocaleString('en-US')} credits`;
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: upper,
      maximumFractionDigits: 2,
      minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    }).format(amount);
  } catch {
    return `${amount.toLocaleString('en-US')} ${upper}`;
  }
}

/** A deadline as a readable date ("Mar 8, 2025"), or null when there is none. */
export function formatDeadline(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** A 0..1 probability as a whole percent. */
export const formatChance = (probability: number): string => `${Math.round(probability * 100)}%`;
