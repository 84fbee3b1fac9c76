import { STREAMS, type SecurityEventType, type SecuritySeverity } from '@morphic/contracts/server';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { AggregateRepository } from '../commands/aggregate-repository';
import type { CommandContext } from '../commands/command-context';
import type { Decision } from '../commands/decision';

export interface SecurityLogEntry {
  readonly event_type: SecurityEventType;
  readonly severity: SecuritySeverity;
  readonly username: string | null;
  /**
   * The account `username` names, null when no account matches. Left out, it is the caller's:
   * an entry about what a signed-in caller did names the caller.
   */
  readonly account_id?: string | null;
  readonly details?: Record<string, unknown>;
}

/**
 * Appends entries to the security log (`SecurityEventRecorded`, one stream per entry so
 * writers never contend); the `security_events` read model serves the admin security log.
 * The entry takes its ip and user agent, and its event metadata, from the caller's context.
 */
@Injectable()
export class SecurityLog {
  constructor(private readonly aggregates: AggregateRepository) {}

  /** Records an entry in its own append (a refusal, a failure: nothing else is appended). */
  async record(context: CommandContext, entry: SecurityLogEntry): Promise<void> {
    // Never under the request's Idempotency-Key: that records the command's own outcome.
    await this.aggregates.decide({ ...context, idempotency: null }, (streams) => {
      this.entryIn(streams, context, entry);
      return {};
    });
  }

  /** Adds the entry to the caller's decision, appended with what the command decided. */
  entryIn(streams: Decision, context: CommandContext, entry: SecurityLogEntry): void {
    const id = randomUUID();
    streams.append(
      STREAMS.securityEvent(id),
      [
        {
          type: 'SecurityEventRecorded',
          data: {
            security_event_id: id,
            event_type: entry.event_type,
            severity: entry.severity,
            username: entry.username,
            account_id: entry.account_id === undefined ? context.actorId : entry.account_id,
            ip: context.ip,
            user_agent: context.userAgent,
            details: entry.details ?? {},
          },
        },
      ],
      'no_stream',
    );
  }
}
