import { systemContext, type CommandContext } from '../../commands/command-context';
import type { AppConfig } from '../../config/app-config';
import { rateLimitsWith } from '../rate-limit-policies';
import { RateLimitRefusals } from '../rate-limit-refusals';
import type { SecurityLog, SecurityLogEntry } from '../security-log';
import { TooManyRequests } from '../too-many-requests';

/** The config with the RATE_LIMITS overrides, refusals, and the security log entries recorded. */
export function limitsWith(overrides: string) {
  const recorded: { context: CommandContext; entry: SecurityLogEntry }[] = [];
  const log = {
    record: (context: CommandContext, entry: SecurityLogEntry) =>
      Promise.resolve(void recorded.push({ context, entry })),
  };
  const config = { rateLimits: rateLimitsWith(overrides) } as AppConfig;
  const refusals = new RateLimitRefusals(log as unknown as SecurityLog);
  return { config, refusals, recorded };
}

/** A caller's context, from the given address. */
export const contextFrom = (ip: string | null): CommandContext => ({
  ...systemContext('corr-1'),
  actorRole: 'anonymous',
  ip,
  userAgent: 'test-agent',
});

/** The 429 an attempt ends in; fails the test when it gets through. */
export async function refusalOf(attempt: Promise<void>): Promise<TooManyRequests> {
  const error: unknown = await attempt.then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!(error instanceof TooManyRequests)) throw new Error('expected a 429');
  return error;
}
