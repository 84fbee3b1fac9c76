import { systemContext, type CommandContext } from '../commands/command-context';
import type { AppConfig } from '../config/app-config';
import { rateLimitsWith } from './rate-limit-policies';
import { RateLimiter } from './rate-limiter';
import type { SecurityLog, SecurityLogEntry } from './security-log';
import { TooManyRequests } from './too-many-requests';

function limiterWith(overrides: string) {
  const recorded: { context: CommandContext; entry: SecurityLogEntry }[] = [];
  const log = {
    record: (context: CommandContext, entry: SecurityLogEntry) =>
      Promise.resolve(void recorded.push({ context, entry })),
  };
  const config = { rateLimits: rateLimitsWith(overrides) } as AppConfig;
  return { limiter: new RateLimiter(config, log as unknown as SecurityLog), recorded };
}

const context: CommandContext = {
  ...systemContext('corr-1'),
  actorRole: 'anonymous',
  ip: '10.0.0.1',
  userAgent: 'test-agent',
};

const refusal = async (attempt: Promise<void>): Promise<TooManyRequests> => {
  const error: unknown = await attempt.then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!(error instanceof TooManyRequests)) throw new Error('expected a 429');
  return error;
};

describe('RateLimiter', () => {
  it('allows the policy points per account, then answers 429 with the wait and records it once', async () => {
    const { limiter, recorded } = limiterWith('login.account=2/60');
    const keys = { account: 'Ada', ip: '10.0.0.1' };
    await limiter.consume('login', keys, context);
    await limiter.consume('login', keys, context);

    const error = await refusal(limiter.consume('login', keys, context));
    expect(error.getStatus()).toBe(429);
    expect(error.retryAfterSeconds).toBeGreaterThan(55);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(error.getResponse()).toEqual({
      message: `Too many attempts. Please try again in ${error.retryAfterSeconds} seconds.`,
      retry_after_seconds: error.retryAfterSeconds,
    });
    await refusal(limiter.consume('login', { account: 'ada' }, context));
    expect(recorded).toEqual([
      {
        context,
        entry: {
          event_type: 'rate_limit_exceeded',
          severity: 'warning',
          username: 'Ada',
          details: {
            policy: 'login',
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
    await refusal(limiter.consume('reset_request', { account: 'c@x.io', ip: '10.0.0.2' }, context));
    await limiter.consume('reset_request', { account: 'c@x.io', ip: '10.0.0.3' }, context);
    await limiter.consume('login', { account: 'c@x.io', ip: '10.0.0.2' }, context);
  });

  it('checks without counting, and a reset clears the account', async () => {
    const { limiter } = limiterWith('login.account=2/60');
    const keys = { account: 'ada' };
    await limiter.check('login', keys, context);
    await limiter.check('login', keys, context);
    await limiter.consume('login', keys, context);
    await limiter.check('login', keys, context);
    await limiter.consume('login', keys, context);
    await refusal(limiter.check('login', keys, context));
    await limiter.reset('login', keys);
    await limiter.check('login', keys, context);
  });

  it('ignores missing keys', async () => {
    const { limiter } = limiterWith('login.account=1/60,login.ip=1/60');
    for (let i = 0; i < 3; i += 1) {
      await limiter.consume('login', { account: null, ip: '' }, context);
    }
  });
});
