import { SYSTEM_LOGS_ENDPOINTS } from '@morphic/contracts';
import { QueryBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ListSecurityLogs } from '../queries/list-security-logs.handler';

const { securityLogs } = SYSTEM_LOGS_ENDPOINTS;

/** The security log, newest first, filtered by the query. */
@HandlesEndpoint(securityLogs)
export class SecurityLogs {
  constructor(private readonly queries: QueryBus) {}

  handle({ query }: EndpointRequest<typeof securityLogs>): Promise<Reply<typeof securityLogs>> {
    return this.queries.execute(new ListSecurityLogs(query));
  }
}
