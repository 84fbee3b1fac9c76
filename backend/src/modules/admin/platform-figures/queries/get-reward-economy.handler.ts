import type { AssetRewards, RewardEconomyResponse } from '@morphic/contracts';
import {
  ACCOUNTS_COLLECTION,
  ASSIGNMENTS_COLLECTION,
  type AccountDoc,
  type AssignmentDoc,
} from '@morphic/contracts/server';
import { readInPages, type ReadStore } from '@morphic/stores';
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { READ_STORE } from '#infrastructure/tokens';

/** The reward-economy tab: marketplace rewards earned and paid per asset, and credit balances. */
export class GetRewardEconomy extends Query<RewardEconomyResponse> {}

type Totals = Omit<AssetRewards, 'asset' | 'outstanding_total'>;

@QueryHandler(GetRewardEconomy)
export class GetRewardEconomyHandler implements IQueryHandler<GetRewardEconomy> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute(): Promise<RewardEconomyResponse> {
    const byAsset = new Map<string, Totals>();
    const earned = this.store.collection<AssignmentDoc>(ASSIGNMENTS_COLLECTION);
    // Onboarding tasks carry no reward; only validated or paid work has earned its reward.
    const filter = { is_onboarding: false, state: { $in: ['validated', 'paid'] } };
    for await (const page of readInPages(earned, filter)) {
      for (const { mission, state } of page) {
        const totals = byAsset.get(mission.reward_asset) ?? {
          earned_total: 0,
          earned_count: 0,
          paid_total: 0,
          paid_count: 0,
        };
        totals.earned_total += mission.reward_amount;
        totals.earned_count += 1;
        if (state === 'paid') {
          totals.paid_total += mission.reward_amount;
          totals.paid_count += 1;
        }
        byAsset.set(mission.reward_asset, totals);
      }
    }
    let balanceTotal = 0;
    let withCredits = 0;
    const operators = this.store.collection<AccountDoc>(ACCOUNTS_COLLECTION);
    for await (const page of readInPages(operators, { type: 'operator' })) {
      for (const { credits } of page) {
        balanceTotal += credits;
        if (credits > 0) withCredits += 1;
      }
    }
    return {
      assets: [...byAsset]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([asset, totals]) => ({
          asset,
          ...totals,
          outstanding_total: totals.earned_total - totals.paid_total,
        })),
      credits: { balance_total: balanceTotal, operators_with_credits: withCredits },
    };
  }
}
