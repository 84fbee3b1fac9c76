import { MARKETPLACE_TEXTS } from '@morphic/contracts';
import { formatChance, formatDeadline, formatReward } from './mission-format';

describe('mission format', () => {
  it('shows rewards by asset', () => {
    expect(formatReward(180, 'USD')).toBe('$180');
    expect(formatReward(12.5, 'usd')).toBe('$12.50');
    expect(formatReward(1500, 'CREDITS')).toBe('1,500 credits');
    expect(formatReward(50, 'NOT-A-CURRENCY')).toBe('50 NOT-A-CURRENCY');
  });

  it('shows deadlines as dates, or nothing', () => {
    expect(formatDeadline('2025-03-08T12:00:00.000Z')).toBe('Mar 8, 2025');
    expect(formatDeadline(null)).toBeNull();
    expect(formatDeadline('not a date')).toBeNull();
  });

  it('shows chances as whole percents', () => {
    expect(formatChance(0.9047)).toBe('90%');
    expect(formatChance(null)).toBe(MARKETPLACE_TEXTS.noSkillsOnFile);
  });
});
