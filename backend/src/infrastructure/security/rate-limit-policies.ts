/** Secrets a stranger may try to guess: a password, a TOTP code (`GuessThrottle`). */
export const GUESS_POLICIES = [
  'login',
  'company_login',
  'company_account_login',
  'two_factor',
] as const;
export type GuessPolicy = (typeof GUESS_POLICIES)[number];

/** Actions counted per account and per address, whatever their outcome (`RateLimiter`). */
export const QUOTA_POLICIES = ['verification_code', 'send_verification', 'reset_request'] as const;
export type QuotaPolicy = (typeof QUOTA_POLICIES)[number];

export const RATE_LIMIT_POLICIES = [...GUESS_POLICIES, ...QUOTA_POLICIES] as const;
export type RateLimitPolicy = GuessPolicy | QuotaPolicy;

/** `points` counted attempts are allowed per `durationSeconds`. */
export interface RateLimitWindow {
  readonly points: number;
  readonly durationSeconds: number;
}

/**
 * Failed guesses, counted three ways (OWASP): a stranger can slow an account down, but never
 * lock its owner out.
 */
export type GuessLimits = {
  /** On one account from one address: then that address gets 429 for the rest of the window. */
  readonly pair: RateLimitWindow;
  /** From one address over all accounts: then that address gets 429 for the rest of the window. */
  readonly ip: RateLimitWindow;
  /**
   * On one account from anywhere: each failure past `points` answers 429 and opens a refusal
   * window of 1, 2, 4… seconds (at most `durationSeconds`) for the addresses that have been
   * failing on the account. An address with no failures there is always heard, so the owner's
   * right password gets in.
   */
  readonly account: RateLimitWindow;
};

/** Attempts per account and per address; the next one gets 429 until the window ends. */
export type QuotaLimits = {
  readonly account: RateLimitWindow;
  readonly ip: RateLimitWindow;
};

export type RateLimitTable = Readonly<
  Record<GuessPolicy, GuessLimits> & Record<QuotaPolicy, QuotaLimits>
>;

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * The limits, in one table. A person never reaches them (a login counts only failed attempts,
 * and a success clears its address's count); a guessing script does within minutes. Per ip is
 * looser than per account because many people can share one address.
 */
export const DEFAULT_RATE_LIMITS: RateLimitTable = {
  login: {
    pair: { points: 10, durationSeconds: 15 * MINUTE },
    ip: { points: 200, durationSeconds: 15 * MINUTE },
    account: { points: 10, durationSeconds: 15 * MINUTE },
  },
  // The sign-in dialog tries the company login after every operator login: its own counters.
  company_login: {
    pair: { points: 10, durationSeconds: 15 * MINUTE },
    ip: { points: 200, durationSeconds: 15 * MINUTE },
    account: { points: 10, durationSeconds: 15 * MINUTE },
  },
  // A company's own account: the dialog tries it after a representative login it did not know.
  company_account_login: {
    pair: { points: 10, durationSeconds: 15 * MINUTE },
    ip: { points: 200, durationSeconds: 15 * MINUTE },
    account: { points: 10, durationSeconds: 15 * MINUTE },
  },
  two_factor: {
    pair: { points: 5, durationSeconds: 5 * MINUTE },
    ip: { points: 50, durationSeconds: 5 * MINUTE },
    account: { points: 5, durationSeconds: 5 * MINUTE },
  },
  verification_code: {
    account: { points: 5, durationSeconds: 15 * MINUTE },
    ip: { points: 50, durationSeconds: 15 * MINUTE },
  },
  send_verification: {
    account: { points: 5, durationSeconds: HOUR },
    ip: { points: 60, durationSeconds: HOUR },
  },
  reset_request: {
    account: { points: 5, durationSeconds: HOUR },
    ip: { points: 30, durationSeconds: HOUR },
  },
};

const OVERRIDE = /^(\w+)\.(\w+)=(\d+)\/(\d+)$/;

/**
 * The table with the `RATE_LIMITS` overrides applied: comma-separated
 * `<policy>.<scope>=<points>/<seconds>`, e.g. `login.pair=3/60,reset_request.ip=5/3600`. The
 * scopes are `pair`, `ip` and `account` for the guessed secrets, `account` and `ip` otherwise.
 */
export function rateLimitsWith(overrides: string): RateLimitTable {
  const table = structuredClone(DEFAULT_RATE_LIMITS);
  const windowsByPolicy: Readonly<Record<string, Record<string, RateLimitWindow>>> = table;
  for (const part of overrides
    .split(',')
    .map((text) => text.trim())
    .filter(Boolean)) {
    const [, policy, scope, points, seconds] = OVERRIDE.exec(part) ?? [];
    const windows =
      policy && Object.hasOwn(windowsByPolicy, policy) ? windowsByPolicy[policy] : undefined;
    const counted = Number(points) >= 1 && Number(seconds) >= 1;
    if (!windows || !scope || !Object.hasOwn(windows, scope) || !counted) {
      throw new Error(
        `RATE_LIMITS: "${part}" is not <policy>.<scope>=<points>/<seconds> with a policy of ${RATE_LIMIT_POLICIES.join(', ')} and one of its scopes (pair, ip, account for ${GUESS_POLICIES.join(', ')}; account, ip otherwise)`,
      );
    }
    windows[scope] = { points: Number(points), durationSeconds: Number(seconds) };
  }
  return table;
}
