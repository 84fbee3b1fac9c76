import { formatPayout, formatReward, paidAs } from './format-reward';

describe('formatReward', () => {
  it('writes dollars as currency, credits as credits, anything else with its code', () => {
    expect(formatReward(180, 'USD')).toBe('$180');
    expect(formatReward(12.5, 'usd')).toBe('$12.50');
    expect(formatReward(1500, 'CREDITS')).toBe('1,500 credits');
    expect(formatReward(50, 'NOT-A-CURRENCY')).toBe('50 NOT-A-CURRENCY');
  });
});

describe('what the operator is paid', () => {
  it('says a reward in another asset than credits is paid as credits, and nothing more for credits', () => {
    expect(paidAs(180, 'USD')).toBe('paid as 180 credits');
    expect(paidAs(1500, 'credits')).toBeNull();
    expect(formatPayout(180, 'USD')).toBe('$180, paid as 180 credits');
    expect(formatPayout(75, 'CREDITS')).toBe('75 credits');
  });
});
