import { ApiError } from '../../lib/api-client';
import { nextResendAt, retryAfterOf, secondsUntil } from './resend-cooldown';

describe('resend cooldown', () => {
  it('counts whole seconds down to zero', () => {
    const now = 1_000_000;
    const at = nextResendAt(now);
    expect(at - now).toBe(60_000);
    expect(secondsUntil(at, now)).toBe(60);
    expect(secondsUntil(at, now + 59_001)).toBe(1);
    expect(secondsUntil(at, now + 60_000)).toBe(0);
    expect(secondsUntil(at, now + 90_000)).toBe(0);
  });

  it("reads the wait from a 429 answer's retry_after_seconds", () => {
    const tooSoon = new ApiError('http', 'Please wait', 429, 'Please wait', {
      retry_after_seconds: 42,
    });
    expect(retryAfterOf(tooSoon)).toBe(42);
    expect(
      retryAfterOf(new ApiError('http', 'x', 400, 'x', { retry_after_seconds: 3 })),
    ).toBeNull();
    expect(retryAfterOf(new ApiError('http', 'x', 429, 'x', {}))).toBeNull();
    expect(retryAfterOf(new Error('x'))).toBeNull();
  });
});
