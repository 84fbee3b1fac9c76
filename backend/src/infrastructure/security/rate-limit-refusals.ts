import { Injectable } from '@nestjs/common';
import type { CommandContext } from '../commands/command-context';
import type { RateLimitPolicy } from './rate-limit-policies';
import { SecurityLog } from './security-log';
import { TooManyRequests } from './too-many-requests';

/** One counter that refuses the attempt, and for how long. */
export interface BlockedCounter {
  readonly scope: string;
  readonly key: string;
  readonly waitMs: number;
}

/**
 * Refuses an attempt over a rate limit: a 429 with the longest wait, and `rate_limit_exceeded`
 * in the security log (in the caller's context) once per blocked counter and window.
 */
@Injectable()
export class RateLimitRefusals {
  /** Blocked counters already reported, until their window ends. */
  private readonly reported = new Map<string, number>();

  constructor(private readonly securityLog: SecurityLog) {}

  async refuse(
    policy: RateLimitPolicy,
    username: string | null,
    blocked: readonly BlockedCounter[],
    context: CommandContext,
  ): Promise<never> {
    const waitMs = Math.max(...blocked.map((counter) => counter.waitMs));
    const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
    for (const counter of blocked) {
      if (this.firstReportOf(`${policy}.${counter.scope}:${counter.key}`, counter.waitMs)) {
        await this.securityLog.record(context, {
          event_type: 'rate_limit_exceeded',
          severity: 'warning',
          username,
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
