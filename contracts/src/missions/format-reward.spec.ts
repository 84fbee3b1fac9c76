import { formatReward } from './format-reward';

describe('formatReward', () => {
  it('writes dollars as currency, credits as credits, anything else with its code', () => {
    expect(formatReward(180, 'USD')).toBe('$180');
    expect(formatReward(12.5, 'usd')).toBe('$12.50');
    expect(formatReward(1500, 'CREDITS')).toBe('1,500 credits');
    expect(formatReward(50, 'NOT-A-CURRENCY')).toBe('50 NOT-A-CURRENCY');
  });
});
