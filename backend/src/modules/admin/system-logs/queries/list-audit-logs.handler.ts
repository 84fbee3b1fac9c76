import type { AuditLogsResponse, QueryOf, SYSTEM_LOGS_ENDPOINTS } from '@morphic/contracts';
import { AUDIT_LOG_COLLECTION, type AuditLogDoc } from '@morphic/contracts/server';
import type { Filter, ReadStore } from '@morphic/stores';
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { READ_STORE } from '#infrastructure/tokens';
import { accountHandles } from '../account-handles';

type AuditLogsParams = QueryOf<typeof SYSTEM_LOGS_ENDPOINTS.auditLogs>;

/** The audit log, newest first, by action, actor and target (each an exact match). */
export class ListAuditLogs extends Query<AuditLogsResponse> {
  constructor(readonly query: AuditLogsParams) {
    super();
  }
}

@QueryHandler(ListAuditLogs)
export class ListAuditLogsHandler implements IQueryHandler<ListAuditLogs> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute({ query }: ListAuditLogs): Promise<AuditLogsResponse> {
    const filter: Filter = {};
    if (query.action) filter.action = query.action;
    if (query.actor_id) filter.actor_id = query.actor_id;
    if (query.target_id) filter.target_id = query.target_id;
    const rows = await this.store
      .collection<AuditLogDoc>(AUDIT_LOG_COLLECTION)
      .find(filter, { sort: { created_at: -1, _id: 1 }, limit: query.limit });
    // Handles are read now, so a renamed or anonymised account shows as it is today.
    const handles = await accountHandles(
      this.store,
      rows.flatMap((row) => [row.actor_id, row.impersonator_id]),
    );
    return {
      success: true,
      audit_logs: rows.map(({ _id, ...row }) => ({
        id: _id,
        ...row,
        actor_handle: row.actor_id ? (handles.get(row.actor_id) ?? null) : null,
        impersonator_handle: row.impersonator_id
          ? (handles.get(row.impersonator_id) ?? null)
          : null,
      })),
    };
  }
}
