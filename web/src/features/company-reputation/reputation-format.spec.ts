import { formatPercent, formatWait } from './reputation-format';

describe('reputation figures in words', () => {
  it('rounds a wait to minutes, hours or days', () => {
    expect(formatWait(5_000)).toBe('~1 min');
    expect(formatWait(25 * 60_000)).toBe('~25 min');
    expect(formatWait(59.6 * 60_000)).toBe('~1 h');
    expect(formatWait(2.4 * 3_600_000)).toBe('~2 h');
    expect(formatWait(47 * 3_600_000)).toBe('~47 h');
    expect(formatWait(47.6 * 3_600_000)).toBe('~2 d');
    expect(formatWait(60 * 3_600_000)).toBe('~3 d');
  });

  it('shows a rate as a whole percent', () => {
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(1 / 3)).toBe('33%');
    expect(formatPercent(1)).toBe('100%');
  });
});
