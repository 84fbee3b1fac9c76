import { RateLimiter } from './rate-limiter';
import { contextFrom, limitsWith, refusalOf } from './testing/rate-limits';

const context = contextFrom('10.0.0.1');

describe('RateLimiter', () => {
  const limiterWith = (overrides: string) => {
    const { config, refusals, recorded } = limitsWith(overrides);
    return { limiter: new RateLimiter(config, refusals), recorded };
  };

  it('allows the policy points per account, then answers 429 with the wait and records it once', async () => {
    const { limiter, recorded } = limiterWith('reset_request.account=2/60');
    const keys = { account: 'Ada@x.io', ip: '10.0.0.1' };
    await limiter.consume('reset_request', keys, context);
    await limiter.consume('reset_request', keys, context);

    const error = await refusalOf(limiter.consume('reset_request', keys, context));
    expect(error.getStatus()).toBe(429);
    expect(error.retryAfterSeconds).toBeGreaterThan(55);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(error.getResponse()).toEqual({
      message: `Too many attempts. Please try again in ${error.retryAfterSeconds} seconds.`,
      retry_after_seconds: error.retryAfterSeconds,
    });
    await refusalOf(limiter.consume('reset_request', { account: 'ada@x.io' }, context));
    expect(recorded).toEqual([
      {
        context,
        entry: {
          event_type: 'rate_limit_exceeded',
          severity: 'warning',
          username: 'Ada@x.io',
          details: {
            policy: 'reset_request',
            scope: 'account',
            retry_after_seconds: error.retryAfterSeconds,
          },
        },
      },
    ]);
  });

  it('counts per ip across accounts, and per policy', async () => {
    const { limiter } = limiterWith('reset_request.ip=2/60');
    await limiter.consume('reset_request', { account: 'a@x.io', ip: '10.0.0.2' }, context);
    await limiter.consume('reset_request', { account: 'b@x.io', ip: '10.0.0.2' }, context);
    await refusalOf(
      limiter.consume('reset_request', { account: 'c@x.io', ip: '10.0.0.2' }, context),
    );
    await limiter.consume('reset_request', { account: 'c@x.io', ip: '10.0.0.3' }, context);
    await limiter.consume('send_verification', { account: 'c@x.io', ip: '10.0.0.2' }, context);
  });

  it('forgets an account on reset', async () => {
    const { limiter } = limiterWith('verification_code.account=1/60');
    const keys = { account: 'ada@x.io' };
    await limiter.consume('verification_code', keys, context);
    await refusalOf(limiter.consume('verification_code', keys, context));
    await limiter.reset('verification_code', keys);
    await limiter.consume('verification_code', keys, context);
  });

  it('ignores missing keys', async () => {
    const { limiter } = limiterWith('reset_request.account=1/60,reset_request.ip=1/60');
    for (let i = 0; i < 3; i += 1) {
      await limiter.consume('reset_request', { account: null, ip: '' }, context);
    }
  });
});
