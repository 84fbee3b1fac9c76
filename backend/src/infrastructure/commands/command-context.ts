import type { RecordedEvent } from '@morphic/stores';
import type { ActorRole, EventMetadata } from '@morphic/contracts';
import { randomUUID } from 'node:crypto';

/**
 * The record of one `Idempotency-Key` (stream `idempotency-<hash>`). The first decision that
 * appends under it records its outcome in the same atomic append; a retry replays that outcome.
 */
export interface IdempotencyScope {
  readonly streamId: string;
  /** Set once a decision has recorded its outcome under the key, or replayed a recorded one. */
  settled: boolean;
  /** Set when the outcome came from the record instead of a new decision. */
  replayed: boolean;
  /**
   * The key's first record as the interceptor just read it (null: none), so the decision's
   * first attempt does not read it again; undefined once used, and a retried decision reads.
   */
  recorded?: RecordedEvent | null;
}

/** Who sends a command and from where: becomes every appended event's metadata. */
export interface CommandContext {
  readonly actorId: string | null;
  readonly actorRole: ActorRole;
  readonly impersonatorId: string | null;
  readonly correlationId: string;
  readonly causationId: string | null;
  readonly ip: string | null;
  readonly userAgent: string | null;
  /** Set for a command sent with an Idempotency-Key; not part of the events' metadata. */
  readonly idempotency?: IdempotencyScope | null;
}

export function systemContext(correlationId: string = randomUUID()): CommandContext {
  return {
    actorId: null,
    actorRole: 'system',
    impersonatorId: null,
    correlationId,
    causationId: null,
    ip: null,
    userAgent: null,
  };
}

export function metadataFor(context: CommandContext, at: Date = new Date()): EventMetadata {
  return {
    actorId: context.actorId,
    actorRole: context.actorRole,
    impersonatorId: context.impersonatorId,
    correlationId: context.correlationId,
    causationId: context.causationId,
    ip: context.ip,
    userAgent: context.userAgent,
    at: at.toISOString(),
  };
}
