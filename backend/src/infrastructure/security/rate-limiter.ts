import { Inject, Injectable } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { CommandContext } from '../commands/command-context';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../tokens';
import { QUOTA_POLICIES, type QuotaLimits, type QuotaPolicy } from './rate-limit-policies';
import { RateLimitRefusals, type BlockedCounter } from './rate-limit-refusals';

export interface RateLimitKeys {
  readonly account?: string | null;
  readonly ip?: string | null;
}

const SCOPES = ['account', 'ip'] as const satisfies readonly (keyof QuotaLimits)[];

interface Counter {
  readonly scope: keyof QuotaLimits;
  readonly key: string;
  readonly limiter: RateLimiterMemory;
}

/**
 * Counts attempts per account and per ip (in memory, per process) against the quota policies
 * of the table (`rate-limit-policies.ts`, overridable with RATE_LIMITS). Over the limit it
 * throws a 429 with the wait. Guessed secrets (passwords, TOTP codes) go through
 * `GuessThrottle` instead.
 */
@Injectable()
export class RateLimiter {
  private readonly limiters: ReadonlyMap<string, RateLimiterMemory>;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly refusals: RateLimitRefusals,
  ) {
    const limiters = new Map<string, RateLimiterMemory>();
    for (const policy of QUOTA_POLICIES) {
      for (const scope of SCOPES) {
        const window = config.rateLimits[policy][scope];
        limiters.set(
          `${policy}.${scope}`,
          new RateLimiterMemory({
            keyPrefix: `${policy}.${scope}`,
            points: window.points,
            duration: window.durationSeconds,
          }),
        );
      }
    }
    this.limiters = limiters;
  }

  /** Counts one attempt; throws 429 when it goes over the limit of either key. */
  async consume(policy: QuotaPolicy, keys: RateLimitKeys, context: CommandContext): Promise<void> {
    const outcomes = await Promise.all(
      this.countersOf(policy, keys).map(async (counter): Promise<BlockedCounter | null> => {
        try {
          await counter.limiter.consume(counter.key);
          return null;
        } catch (rejection) {
          if (!(rejection instanceof RateLimiterRes)) throw rejection;
          return { scope: counter.scope, key: counter.key, waitMs: rejection.msBeforeNext };
        }
      }),
    );
    const blocked = outcomes.filter((outcome) => outcome !== null);
    if (blocked.length > 0) {
      await this.refusals.refuse(policy, keys.account ?? null, blocked, context);
    }
  }

  /** Forgets the count of the given keys (a used verification code clears its account's). */
  async reset(policy: QuotaPolicy, keys: RateLimitKeys): Promise<void> {
    await Promise.all(
      this.countersOf(policy, keys).map((counter) => counter.limiter.delete(counter.key)),
    );
  }

  private countersOf(policy: QuotaPolicy, keys: RateLimitKeys): Counter[] {
    return SCOPES.flatMap((scope) => {
      const key = keys[scope]?.trim().toLowerCase();
      const limiter = this.limiters.get(`${policy}.${scope}`);
      return key && limiter ? [{ scope, key, limiter }] : [];
    });
  }
}
