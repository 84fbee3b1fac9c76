import type { MissionStatus } from '@morphic/contracts';
import { paymentSummary } from './payment-summary';

const mission = (status: MissionStatus, reward_amount: number, reward_asset = 'USD') => ({
  status,
  reward_amount,
  reward_asset,
});

describe('paymentSummary', () => {
  it('owes the validated rewards and counts the paid ones, per asset in name order', () => {
    expect(
      paymentSummary([
        mission('validated', 180),
        mission('paid', 240),
        mission('validated', 0.1),
        mission('validated', 0.2),
        mission('paid', 50, 'EUR'),
        mission('open', 300),
        mission('assigned', 90),
        mission('submitted', 70),
      ]),
    ).toEqual([
      { reward_asset: 'EUR', rewards_owed: 0, paid: 50 },
      { reward_asset: 'USD', rewards_owed: 180.3, paid: 240 },
    ]);
  });

  it('lists an asset at zero while nothing is owed or paid in it, and nothing without missions', () => {
    expect(paymentSummary([mission('open', 120)])).toEqual([
      { reward_asset: 'USD', rewards_owed: 0, paid: 0 },
    ]);
    expect(paymentSummary([])).toEqual([]);
  });
});
