import { Inject, Injectable } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { CommandContext } from '../commands/command-context';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../tokens';
import {
  RATE_LIMIT_POLICIES,
  RATE_LIMIT_SCOPES,
  type RateLimitPolicy,
  type RateLimitScope,
} from './rate-limit-policies';
import { SecurityLog } from './security-log';
import { TooManyRequests } from './too-many-requests';

export type { RateLimitPolicy } from './rate-limit-policies';

export interface RateLimitKeys {
  readonly account?: string | null;
  readonly ip?: string | null;
}

interface Counter {
  readonly scope: RateLimitScope;
  readonly key: string;
  readonly limiter: RateLimiterMemory;
}

/**
 * Counts attempts per account and per ip (in memory, per process) against the policy table
 * (`rate-limit-policies.ts`, overridable with RATE_LIMITS). Over the limit it throws a 429
 * with the wait, and records `rate_limit_exceeded` (in the caller's context) once per blocked
 * window.
 */
@Injectable()
export class RateLimiter {
  private readonly limiters: ReadonlyMap<string, RateLimiterMemory>;
  /** Blocked keys already reported, until their window ends. */
  private readonly reported = new Map<string, number>();

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly securityLog: SecurityLog,
  ) {
    const limiters = new Map<string, RateLimiterMemory>();
    for (const policy of RATE_LIMIT_POLICIES) {
      for (const scope of RATE_LIMIT_SCOPES) {
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
  async consume(
    policy: RateLimitPolicy,
    keys: RateLimitKeys,
    context: CommandContext,
  ): Promise<void> {
    const outcomes = await Promise.all(
      this.countersOf(policy, keys).map(async (counter) => {
        try {
          await counter.limiter.consume(counter.key);
          return null;
        } catch (rejection) {
          if (rejection instanceof RateLimiterRes) return { counter, blocked: rejection };
          throw rejection;
        }
      }),
    );
    await this.refuseIfBlocked(policy, keys, context, outcomes);
  }

  /** Throws 429 if either key has used its attempts up, without counting this one. */
  async check(
    policy: RateLimitPolicy,
    keys: RateLimitKeys,
    context: CommandContext,
  ): Promise<void> {
    const outcomes = await Promise.all(
      this.countersOf(policy, keys).map(async (counter) => {
        const state = await counter.limiter.get(counter.key);
        return state && state.consumedPoints >= counter.limiter.points
          ? { counter, blocked: state }
          : null;
      }),
    );
    await this.refuseIfBlocked(policy, keys, context, outcomes);
  }

  /** Forgets the count of the given keys (a successful login clears its account's failures). */
  async reset(policy: RateLimitPolicy, keys: RateLimitKeys): Promise<void> {
    await Promise.all(
      this.countersOf(policy, keys).map((counter) => counter.limiter.delete(counter.key)),
    );
  }

  private countersOf(policy: RateLimitPolicy, keys: RateLimitKeys): Counter[] {
    return RATE_LIMIT_SCOPES.flatMap((scope) => {
      const key = keys[scope]?.trim().toLowerCase();
      const limiter = this.limiters.get(`${policy}.${scope}`);
      return key && limiter ? [{ scope, key, limiter }] : [];
    });
  }

  private async refuseIfBlocked(
    policy: RateLimitPolicy,
    keys: RateLimitKeys,
    context: CommandContext,
    outcomes: readonly ({ counter: Counter; blocked: RateLimiterRes } | null)[],
  ): Promise<void> {
    const blocked = outcomes.filter((outcome) => outcome !== null);
    if (blocked.length === 0) return;
    const waitMs = Math.max(...blocked.map((outcome) => outcome.blocked.msBeforeNext));
    const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
    for (const { counter } of blocked) {
      if (this.firstReportOf(`${policy}.${counter.scope}:${counter.key}`, waitMs)) {
        await this.securityLog.record(context, {
          event_type: 'rate_limit_exceeded',
          severity: 'warning',
          username: keys.account ?? null,
          details: { policy, scope: counter.scope, retry_after_seconds: retryAfterSeconds },
        });
      }
    }
    throw new TooManyRequests(retryAfterSeconds);
  }

  private firstReportOf(key: string, waitMs: number): boolean {
    const now = Date.now();
    const until = this.reported.get(key);
    if (until !== undefined && until > now) return false;
    if (this.reported.size > 10_000) {
      for (const [reportedKey, end] of this.reported) {
        if (end <= now) this.reported.delete(reportedKey);
      }
    }
    this.reported.set(key, now + waitMs);
    return true;
  }
}
