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

const isCredits = (asset: string): boolean => asset.toUpperCase() === 'CREDITS';

/**
 * What the operator receives for a reward in another asset than credits: the ledger pays every
 * reward as that many credits until it pays money, so the screens say so plainly. Null for a
 * reward in credits.
 */
export function paidAs(amount: number, asset: string): string | null {
  return isCredits(asset) ? null : `paid as ${amount.toLocaleString('en-US')} credits`;
}

/** The reward in its own asset, with what is paid when that is not the same ("$180, paid as 180 credits"). */
export function formatPayout(amount: number, asset: string): string {
  const paid = paidAs(amount, asset);
  const reward = formatReward(amount, asset);
  return paid ? `${reward}, ${paid}` : reward;
}
