/** What a rate limit protects; each policy counts per account and per ip. */
export const RATE_LIMIT_POLICIES = [
  'login',
  'company_login',
  'two_factor',
  'verification_code',
  'send_verification',
  'reset_request',
] as const;
export type RateLimitPolicy = (typeof RATE_LIMIT_POLICIES)[number];

export const RATE_LIMIT_SCOPES = ['account', 'ip'] as const;
export type RateLimitScope = (typeof RATE_LIMIT_SCOPES)[number];

/** `points` counted attempts are allowed per `durationSeconds`; the next one gets 429. */
export interface RateLimitWindow {
  readonly points: number;
  readonly durationSeconds: number;
}

export type RateLimitTable = Readonly<
  Record<RateLimitPolicy, Readonly<Record<RateLimitScope, RateLimitWindow>>>
>;

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * The limits, in one table. A person never reaches them (a login counts only failed
 * attempts, and a success clears the account's count); a guessing script does within
 * minutes. Per ip is looser than per account because many people can share one address.
 */
export const DEFAULT_RATE_LIMITS: RateLimitTable = {
  login: {
    account: { points: 10, durationSeconds: 15 * MINUTE },
    ip: { points: 200, durationSeconds: 15 * MINUTE },
  },
  // The sign-in dialog tries the company login after every operator login: its own counters.
  company_login: {
    account: { points: 10, durationSeconds: 15 * MINUTE },
    ip: { points: 200, durationSeconds: 15 * MINUTE },
  },
  two_factor: {
    account: { points: 5, durationSeconds: 5 * MINUTE },
    ip: { points: 50, durationSeconds: 5 * MINUTE },
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

const OVERRIDE = /^(\w+)\.(account|ip)=(\d+)\/(\d+)$/;

/**
 * The table with the `RATE_LIMITS` overrides applied: comma-separated
 * `<policy>.<account|ip>=<points>/<seconds>`, e.g. `login.account=3/60,reset_request.ip=5/3600`.
 */
export function rateLimitsWith(overrides: string): RateLimitTable {
  const table: Record<string, Record<string, RateLimitWindow>> = Object.fromEntries(
    RATE_LIMIT_POLICIES.map((policy) => [policy, { ...DEFAULT_RATE_LIMITS[policy] }]),
  );
  for (const part of overrides
    .split(',')
    .map((text) => text.trim())
    .filter(Boolean)) {
    const match = OVERRIDE.exec(part);
    const [, policy, scope, points, seconds] = match ?? [];
    const windows = policy ? table[policy] : undefined;
    if (!windows || !scope || Number(points) < 1 || Number(seconds) < 1) {
      throw new Error(
        `RATE_LIMITS: "${part}" is not <policy>.<account|ip>=<points>/<seconds> with a policy of ${RATE_LIMIT_POLICIES.join(', ')}`,
      );
    }
    windows[scope] = { points: Number(points), durationSeconds: Number(seconds) };
  }
  return table as RateLimitTable;
}
