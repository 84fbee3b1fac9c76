import { STREAMS, type SecurityEventType, type SecuritySeverity } from '@morphic/contracts/server';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { AggregateRepository } from '../commands/aggregate-repository';
import type { CommandContext } from '../commands/command-context';
import { createOnceDecider } from '../commands/create-once.decider';

export interface SecurityLogEntry {
  readonly event_type: SecurityEventType;
  readonly severity: SecuritySeverity;
  readonly username: string | null;
  readonly details?: Record<string, unknown>;
}

const securityEventDecider = createOnceDecider('This security event is already recorded');

/**
 * Appends entries to the security log (`SecurityEventRecorded`, one stream per entry so
 * writers never contend); the `security_events` read model serves the admin security log.
 * The entry takes its ip and user agent, and its event metadata, from the caller's context.
 */
@Injectable()
export class SecurityLog {
  constructor(private readonly aggregates: AggregateRepository) {}

  async record(context: CommandContext, entry: SecurityLogEntry): Promise<void> {
    const id = randomUUID();
    await this.aggregates.execute(
      STREAMS.securityEvent(id),
      securityEventDecider,
      {
        event: {
          type: 'SecurityEventRecorded',
          data: {
            security_event_id: id,
            event_type: entry.event_type,
            severity: entry.severity,
            username: entry.username,
            ip: context.ip,
            user_agent: context.userAgent,
            details: entry.details ?? {},
          },
        },
      },
      context,
    );
  }
}
