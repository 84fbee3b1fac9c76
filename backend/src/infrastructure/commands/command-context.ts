import type { ActorRole, EventMetadata } from '@morphic/contracts';
import { randomUUID } from 'node:crypto';

/** Who sends a command and from where: becomes every appended event's metadata. */
export interface CommandContext {
  readonly actorId: string | null;
  readonly actorRole: ActorRole;
  readonly impersonatorId: string | null;
  readonly correlationId: string;
  readonly causationId: string | null;
  readonly ip: string | null;
  readonly userAgent: string | null;
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
