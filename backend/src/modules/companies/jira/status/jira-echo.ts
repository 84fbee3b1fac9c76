import type { JiraTargetStatus } from '@morphic/contracts';

/** What the platform last wrote to an issue, as its own push events recorded it. */
export interface PlatformWrites {
  /** The Jira accounts (`accountId`) the platform has written to the issue as. */
  readonly writers: readonly string[];
  /** The status of the last status push, when it was made, and whether a person moved since. */
  readonly lastStatus: {
    readonly status: JiraTargetStatus;
    readonly at: string | null;
    readonly overtaken: boolean;
  } | null;
}

/** A change Jira tells of: who made it (webhook `user`), when, and the status it led to. */
export interface IssueChange {
  readonly author: string | null;
  /** Jira's `timestamp` of the delivery, in ms; null when absent. */
  readonly at: number | null;
  readonly toStatus: string | null;
}

/**
 * `echo`: the platform's own write coming back; `stale`: a person's status change made before
 * the platform's last push, which overtook it; `person`: someone else's change, to apply.
 */
export type ChangeOrigin = 'echo' | 'stale' | 'person';

const sameStatus = (a: string, b: string) =>
  a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

/**
 * Tells the platform's own writes by who made them and what they wrote, never by which field
 * changed: a change made as an account the platform writes as is an echo, and so is a move to
 * the very status the platform pushed last (no person having moved the issue since).
 */
export function changeOrigin(change: IssueChange, writes: PlatformWrites): ChangeOrigin {
  if (change.author !== null && writes.writers.includes(change.author)) return 'echo';
  const last = writes.lastStatus;
  if (last === null || change.toStatus === null) return 'person';
  if (!last.overtaken && sameStatus(change.toStatus, last.status)) return 'echo';
  if (last.at !== null && change.at !== null && change.at < Date.parse(last.at)) return 'stale';
  return 'person';
}
