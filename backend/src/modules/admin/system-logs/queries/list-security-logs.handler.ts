import type {
  QueryOf,
  SYSTEM_LOGS_ENDPOINTS,
  SecurityLogRow,
  SecurityLogsResponse,
} from '@morphic/contracts';
import { SECURITY_EVENTS_COLLECTION, type SecurityEventDoc } from '@morphic/contracts/server';
import type { Filter, ReadStore } from '@morphic/stores';
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { READ_STORE } from '#infrastructure/tokens';

type SecurityLogsParams = QueryOf<typeof SYSTEM_LOGS_ENDPOINTS.securityLogs>;

/** The security log, newest first, by event type, severity, username and ip (exact matches). */
export class ListSecurityLogs extends Query<SecurityLogsResponse> {
  constructor(readonly query: SecurityLogsParams) {
    super();
  }
}

const IPV4_MAPPED = '::ffff:';

/** The address as typed, and its other form (IPv4 and IPv4-mapped IPv6). */
function ipForms(address: string): string[] {
  return address.startsWith(IPV4_MAPPED)
    ? [address, address.slice(IPV4_MAPPED.length)]
    : [address, `${IPV4_MAPPED}${address}`];
}

/** A stored entry in spec 03's shape (severities in capitals, user and request info apart). */
function toSecurityLog(doc: SecurityEventDoc): SecurityLogRow {
  return {
    id: doc._id,
    timestamp: doc.timestamp,
    event_type: doc.event_type,
    severity: doc.severity.toUpperCase() as SecurityLogRow['severity'],
    message: doc.message,
    user_info: { username: doc.username },
    request_info: { ip_address: doc.ip, user_agent: doc.user_agent },
    details: doc.details,
  };
}

@QueryHandler(ListSecurityLogs)
export class ListSecurityLogsHandler implements IQueryHandler<ListSecurityLogs> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute({ query }: ListSecurityLogs): Promise<SecurityLogsResponse> {
    const filter: Filter = {};
    if (query.event_type) filter.event_type = query.event_type;
    if (query.severity) filter.severity = query.severity;
    if (query.username) filter.username = query.username;
    // An IPv4 client reaches a dual-stack server as ::ffff:<address>: either form finds it.
    if (query.ip_address) filter.ip = { $in: ipForms(query.ip_address) };
    const docs = await this.store
      .collection<SecurityEventDoc>(SECURITY_EVENTS_COLLECTION)
      .find(filter, { sort: { timestamp: -1, _id: 1 }, limit: query.limit });
    return { success: true, security_logs: docs.map(toSecurityLog) };
  }
}
