import type { PaymentTotals } from '@morphic/contracts';
import type { MissionDoc } from '@morphic/contracts/server';

const toCents = (amount: number): number => Math.round(amount * 100);

/**
 * What the company owes (validated, not paid yet) and has paid, per reward asset in name order.
 * Every asset the company rewards in is listed, at zero while nothing is owed or paid. Summed in
 * cents, so amounts with two decimals add up exactly.
 */
export function paymentSummary(
  missions: readonly Pick<MissionDoc, 'status' | 'reward_amount' | 'reward_asset'>[],
): PaymentTotals[] {
  const cents = new Map<string, { owed: number; paid: number }>();
  for (const { status, reward_amount, reward_asset } of missions) {
    const totals = cents.get(reward_asset) ?? { owed: 0, paid: 0 };
    if (status === 'validated') totals.owed += toCents(reward_amount);
    if (status === 'paid') totals.paid += toCents(reward_amount);
    cents.set(reward_asset, totals);
  }
  return [...cents.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([reward_asset, { owed, paid }]) => ({
      reward_asset,
      rewards_owed: owed / 100,
      paid: paid / 100,
    }));
}
