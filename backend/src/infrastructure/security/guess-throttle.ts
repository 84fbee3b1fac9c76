import { Inject, Injectable } from '@nestjs/common';
import { RateLimiterMemory, type RateLimiterRes } from 'rate-limiter-flexible';
import type { CommandContext } from '../commands/command-context';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../tokens';
import { GUESS_POLICIES, type GuessLimits, type GuessPolicy } from './rate-limit-policies';
import { RateLimitRefusals, type BlockedCounter } from './rate-limit-refusals';

/** Who guesses: the account as typed (a login, a username) and the caller's address. */
export interface GuessKeys {
  readonly account: string;
  readonly ip: string | null;
}

interface GuessCounters {
  readonly limits: GuessLimits;
  /** Failures per account and address. */
  readonly pair: RateLimiterMemory;
  /** Failures per address. */
  readonly ip: RateLimiterMemory;
  /** Failures per account, from anywhere. */
  readonly account: RateLimiterMemory;
  /** The account's current refusal window (a blocked key), for addresses failing on it. */
  readonly slowdown: RateLimiterMemory;
}

/** A RateLimiterMemory key is blocked once it holds more than its points. */
const isOver = (state: RateLimiterRes | null, points: number): state is RateLimiterRes =>
  state !== null && state.consumedPoints > points;

/**
 * Keeps guessing of a secret (a password, a TOTP code) slow without letting a stranger lock the
 * owner out (OWASP): failures are counted per account and address pair, per address, and per
 * account (in memory, per process, windows of `rate-limit-policies.ts`). A pair or an address
 * over its limit is refused for the rest of the window. An account failing past its limit
 * slows down instead of locking: each further failure opens a longer refusal window (1, 2,
 * 4… seconds) for the addresses that have been failing on it, while an address with no
 * failures there is always heard, so the owner's right secret gets in.
 */
@Injectable()
export class GuessThrottle {
  private readonly counters: ReadonlyMap<GuessPolicy, GuessCounters>;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly refusals: RateLimitRefusals,
  ) {
    this.counters = new Map(
      GUESS_POLICIES.map((policy) => {
        const limits = config.rateLimits[policy];
        const limiter = (scope: string, points: number, durationSeconds: number) =>
          new RateLimiterMemory({
            keyPrefix: `${policy}.${scope}`,
            points,
            duration: durationSeconds,
          });
        return [
          policy,
          {
            limits,
            pair: limiter('pair', limits.pair.points, limits.pair.durationSeconds),
            ip: limiter('ip', limits.ip.points, limits.ip.durationSeconds),
            account: limiter('account', limits.account.points, limits.account.durationSeconds),
            slowdown: limiter('slowdown', 0, limits.account.durationSeconds),
          },
        ];
      }),
    );
  }

  /**
   * Before the secret is checked: 429 for an address that has used up its failures (on this
   * account, or over all), or that has been failing on an account now slowed down.
   */
  async admit(policy: GuessPolicy, keys: GuessKeys, context: CommandContext): Promise<void> {
    const { limits, pair, ip, slowdown } = this.countersOf(policy);
    const { account, address, pairKey } = keysOf(keys);
    const [pairState, ipState, slowdownState] = await Promise.all([
      pairKey ? pair.get(pairKey) : null,
      address ? ip.get(address) : null,
      slowdown.get(account),
    ]);
    const blocked: BlockedCounter[] = [];
    // `get` shows the count so far: the attempt after the last allowed failure is refused.
    if (isOver(pairState, limits.pair.points - 1)) {
      blocked.push({ scope: 'pair', key: pairKey ?? '', waitMs: pairState.msBeforeNext });
    }
    if (isOver(ipState, limits.ip.points - 1)) {
      blocked.push({ scope: 'ip', key: address ?? '', waitMs: ipState.msBeforeNext });
    }
    // Without an address nothing shows it has not been guessing.
    const failingHere = !pairKey || (pairState?.consumedPoints ?? 0) > 0;
    if (failingHere && isOver(slowdownState, 0)) {
      blocked.push({ scope: 'account', key: account, waitMs: slowdownState.msBeforeNext });
    }
    if (blocked.length > 0) await this.refusals.refuse(policy, keys.account, blocked, context);
  }

  /**
   * After a wrong secret: counts it three ways. 429 (instead of the caller's own refusal) when
   * it takes the address past its limits or the account past its own, which then slows down.
   */
  async failed(policy: GuessPolicy, keys: GuessKeys, context: CommandContext): Promise<void> {
    const { limits, pair, ip, account: accountFailures, slowdown } = this.countersOf(policy);
    const { account, address, pairKey } = keysOf(keys);
    const [pairState, ipState, accountState] = await Promise.all([
      pairKey ? pair.penalty(pairKey) : null,
      address ? ip.penalty(address) : null,
      accountFailures.penalty(account),
    ]);
    const blocked: BlockedCounter[] = [];
    if (isOver(pairState, limits.pair.points)) {
      blocked.push({ scope: 'pair', key: pairKey ?? '', waitMs: pairState.msBeforeNext });
    }
    if (isOver(ipState, limits.ip.points)) {
      blocked.push({ scope: 'ip', key: address ?? '', waitMs: ipState.msBeforeNext });
    }
    const delaySeconds = slowdownSeconds(accountState.consumedPoints, limits.account);
    if (delaySeconds > 0) {
      await slowdown.block(account, delaySeconds);
      blocked.push({ scope: 'account', key: account, waitMs: delaySeconds * 1000 });
    }
    if (blocked.length > 0) await this.refusals.refuse(policy, keys.account, blocked, context);
  }

  /** After the right secret: the address's failures on the account are forgotten. */
  async succeeded(policy: GuessPolicy, keys: GuessKeys): Promise<void> {
    const { pairKey } = keysOf(keys);
    if (pairKey) await this.countersOf(policy).pair.delete(pairKey);
  }

  private countersOf(policy: GuessPolicy): GuessCounters {
    const counters = this.counters.get(policy);
    if (!counters) throw new Error(`No guess limits for ${policy}`);
    return counters;
  }
}

function keysOf(keys: GuessKeys) {
  const account = keys.account.trim().toLowerCase();
  const address = keys.ip?.trim().toLowerCase() || null;
  return { account, address, pairKey: address ? `${account}|${address}` : null };
}

/** The refusal window after an account's `failures`-th failure: none up to the limit, then doubling. */
export function slowdownSeconds(failures: number, limit: GuessLimits['account']): number {
  if (failures <= limit.points) return 0;
  return Math.min(2 ** (failures - limit.points - 1), limit.durationSeconds);
}
