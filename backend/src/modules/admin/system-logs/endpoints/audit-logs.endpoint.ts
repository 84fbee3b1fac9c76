import { SYSTEM_LOGS_ENDPOINTS } from '@morphic/contracts';
import { QueryBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ListAuditLogs } from '../queries/list-audit-logs.handler';

const { auditLogs } = SYSTEM_LOGS_ENDPOINTS;

/** The audit log: events appended by admins or in impersonated sessions, newest first. */
@HandlesEndpoint(auditLogs)
export class AuditLogs {
  constructor(private readonly queries: QueryBus) {}

  handle({ query }: EndpointRequest<typeof auditLogs>): Promise<Reply<typeof auditLogs>> {
    return this.queries.execute(new ListAuditLogs(query));
  }
}
