import { formatUptime } from './format-uptime';

describe('formatUptime', () => {
  it('shows the two largest units', () => {
    expect(formatUptime(40)).toBe('40 s');
    expect(formatUptime(12 * 60 + 5)).toBe('12 min');
    expect(formatUptime(4 * 3600 + 12 * 60)).toBe('4 h 12 min');
    expect(formatUptime(3 * 86_400 + 4 * 3600 + 59)).toBe('3 d 4 h');
  });
});
