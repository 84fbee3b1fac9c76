/** How the Jira client retries 429, 5xx and network failures. */
export interface JiraRetryPolicy {
  /** Tries in all, the first included. */
  readonly maxAttempts: number;
  /** The backoff before the second try; it doubles with each further try. */
  readonly baseDelayMs: number;
  /** No backoff is longer; a Retry-After asking for longer ends the retries. */
  readonly maxDelayMs: number;
}

export const DEFAULT_JIRA_RETRY_POLICY: JiraRetryPolicy = {
  maxAttempts: 4,
  baseDelayMs: 500,
  maxDelayMs: 30_000,
};

/**
 * Exponential backoff with full jitter before try `attempt + 1`: a random wait up to the
 * doubled base, so clients that failed together do not come back together.
 */
export function backoffDelayMs(
  attempt: number,
  policy: JiraRetryPolicy,
  random: () => number,
): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  return Math.round(random() * ceiling);
}

/** A `Retry-After` header in milliseconds: delta seconds or an HTTP date; undefined when absent. */
export function retryAfterMs(header: string | null, nowMs: number): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - nowMs);
}
