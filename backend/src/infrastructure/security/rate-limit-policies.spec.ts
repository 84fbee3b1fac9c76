import { DEFAULT_RATE_LIMITS, GUESS_POLICIES, rateLimitsWith } from './rate-limit-policies';

describe('rate limit policies', () => {
  it('uses the default table when nothing is overridden', () => {
    expect(rateLimitsWith('')).toEqual(DEFAULT_RATE_LIMITS);
  });

  it('overrides single windows and keeps the others', () => {
    const table = rateLimitsWith(' login.account=3/60 , login.pair=4/120, reset_request.ip=5/3600');
    expect(table.login.account).toEqual({ points: 3, durationSeconds: 60 });
    expect(table.login.pair).toEqual({ points: 4, durationSeconds: 120 });
    expect(table.login.ip).toEqual(DEFAULT_RATE_LIMITS.login.ip);
    expect(table.reset_request.ip).toEqual({ points: 5, durationSeconds: 3600 });
    expect(DEFAULT_RATE_LIMITS.login.account.points).toBe(10);
  });

  it('refuses what it cannot read, naming the part', () => {
    for (const bad of [
      'login=3/60',
      'nope.ip=1/1',
      'login.ip=0/60',
      'login.ip=3',
      'login.ip=3/0',
      'login.everyone=3/60',
      'reset_request.pair=3/60',
      'constructor.name=3/60',
    ]) {
      expect(() => rateLimitsWith(bad)).toThrow(`RATE_LIMITS: "${bad}"`);
    }
  });

  it('keeps every default a person would not reach in normal use', () => {
    for (const windows of Object.values(DEFAULT_RATE_LIMITS)) {
      expect(windows.account.points).toBeGreaterThanOrEqual(5);
      expect(windows.ip.points).toBeGreaterThanOrEqual(windows.account.points);
    }
    for (const policy of GUESS_POLICIES) {
      expect(DEFAULT_RATE_LIMITS[policy].pair.points).toBeGreaterThanOrEqual(5);
    }
  });
});
