import { formatDateTime } from './format-date-time';

describe('formatDateTime', () => {
  it('writes the long date and the time of day', () => {
    const afternoon = new Date(2026, 10, 22, 14, 13).toISOString();
    expect(formatDateTime(afternoon, 'en-US')).toMatch(/^November 22, 2026 at 2:13\sPM$/);
  });

  it('gives back what it cannot read', () => {
    expect(formatDateTime('not a date')).toBe('not a date');
  });
});
