import { GuessThrottle, slowdownSeconds } from './guess-throttle';
import { contextFrom, limitsWith, refusalOf } from './testing/rate-limits';

describe('GuessThrottle', () => {
  const throttleWith = (overrides: string) => {
    const { config, refusals, recorded } = limitsWith(overrides);
    return { throttle: new GuessThrottle(config, refusals), recorded };
  };
  /** One wrong guess at `account` from `ip`, admitted first like a sign-in does. */
  const guessWrong = async (throttle: GuessThrottle, account: string, ip: string) => {
    await throttle.admit('login', { account, ip }, contextFrom(ip));
    await throttle.failed('login', { account, ip }, contextFrom(ip));
  };

  it('slows an account down by doubling windows past its limit, up to the window', () => {
    const limit = { points: 3, durationSeconds: 60 };
    expect([1, 2, 3, 4, 5, 6, 7, 9, 10, 5000].map((n) => slowdownSeconds(n, limit))).toEqual([
      0, 0, 0, 1, 2, 4, 8, 32, 60, 60,
    ]);
  });

  it('refuses the guessing address once it used up its failures, and only that address', async () => {
    const { throttle, recorded } = throttleWith('login.pair=3/900');
    for (let i = 0; i < 3; i += 1) await guessWrong(throttle, 'Admin', '203.0.113.9');

    const refused = await refusalOf(
      throttle.admit('login', { account: 'admin', ip: '203.0.113.9' }, contextFrom('203.0.113.9')),
    );
    expect(refused.retryAfterSeconds).toBeGreaterThan(890);
    await throttle.admit('login', { account: 'admin', ip: '198.51.100.1' }, contextFrom(null));
    await throttle.admit('login', { account: 'ada', ip: '203.0.113.9' }, contextFrom(null));
    expect(recorded.map(({ entry }) => [entry.username, entry.details])).toEqual([
      ['admin', { policy: 'login', scope: 'pair', retry_after_seconds: refused.retryAfterSeconds }],
    ]);
  });

  it('slows guesses spread over addresses, but always hears an address that has not been failing', async () => {
    const { throttle } = throttleWith('login.account=2/900');
    await guessWrong(throttle, 'admin', '203.0.113.1');
    await guessWrong(throttle, 'admin', '203.0.113.2');
    const waits: number[] = [];
    for (let address = 3; address <= 7; address += 1) {
      const refused = await refusalOf(guessWrong(throttle, 'admin', `203.0.113.${address}`));
      waits.push(refused.retryAfterSeconds);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16]);

    // An address that failed waits out the window; one that did not is heard (the owner).
    const failedBefore = { account: 'admin', ip: '203.0.113.1' };
    await refusalOf(throttle.admit('login', failedBefore, contextFrom(null)));
    const owner = { account: 'admin', ip: '198.51.100.7' };
    await throttle.admit('login', owner, contextFrom(null));
    // The right password clears its address: that address is heard again.
    await throttle.succeeded('login', failedBefore);
    await throttle.admit('login', failedBefore, contextFrom(null));
  });

  it('refuses an address failing on many accounts, and one it cannot tell apart', async () => {
    const { throttle } = throttleWith('login.ip=3/900,login.account=1/900');
    for (const account of ['a', 'b', 'c']) await guessWrong(throttle, account, '203.0.113.5');
    const refused = await refusalOf(
      throttle.admit('login', { account: 'd', ip: '203.0.113.5' }, contextFrom(null)),
    );
    expect(refused.retryAfterSeconds).toBeGreaterThan(890);

    // Without an address nothing shows the caller has not been guessing at a slowed account.
    await throttle.failed('login', { account: 'e', ip: '203.0.113.6' }, contextFrom(null));
    await refusalOf(
      throttle.failed('login', { account: 'e', ip: '203.0.113.7' }, contextFrom(null)),
    );
    await refusalOf(throttle.admit('login', { account: 'e', ip: null }, contextFrom(null)));
    await throttle.admit('login', { account: 'e', ip: '198.51.100.8' }, contextFrom(null));
  });

  it('counts each policy on its own', async () => {
    const { throttle } = throttleWith('login.pair=1/900');
    await guessWrong(throttle, 'admin', '203.0.113.9');
    const keys = { account: 'admin', ip: '203.0.113.9' };
    await refusalOf(throttle.admit('login', keys, contextFrom(null)));
    await throttle.admit('company_login', keys, contextFrom(null));
    await throttle.admit('two_factor', keys, contextFrom(null));
  });
});
