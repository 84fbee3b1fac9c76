import { backoffDelayMs, DEFAULT_JIRA_RETRY_POLICY, retryAfterMs } from './jira-retry-policy';

describe('retryAfterMs', () => {
  const now = Date.parse('2026-03-01T08:00:00Z');

  it('reads delta seconds and HTTP dates', () => {
    expect(retryAfterMs('0', now)).toBe(0);
    expect(retryAfterMs(' 7 ', now)).toBe(7000);
    expect(retryAfterMs('Sun, 01 Mar 2026 08:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Sun, 01 Mar 2026 07:59:00 GMT', now)).toBe(0);
  });

  it('answers undefined without a usable header', () => {
    expect(retryAfterMs(null, now)).toBeUndefined();
    expect(retryAfterMs('', now)).toBeUndefined();
    expect(retryAfterMs('soon', now)).toBeUndefined();
  });
});

describe('backoffDelayMs', () => {
  const policy = { ...DEFAULT_JIRA_RETRY_POLICY, baseDelayMs: 500, maxDelayMs: 3000 };

  it('doubles the ceiling with each attempt, up to the maximum, and jitters below it', () => {
    expect([1, 2, 3, 4, 5].map((attempt) => backoffDelayMs(attempt, policy, () => 1))).toEqual([
      500, 1000, 2000, 3000, 3000,
    ]);
    expect(backoffDelayMs(3, policy, () => 0.25)).toBe(500);
    expect(backoffDelayMs(3, policy, () => 0)).toBe(0);
  });
});
