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
