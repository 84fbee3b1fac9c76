import {
  AUDIT_LOG_COLLECTION,
  EVENT_TYPES,
  type AuditLogDoc,
  type EventType,
} from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import { defineProjection, type ApplyHandler, type ApplyHandlers } from '../runtime/projection';
import {
  NOT_AUDITED,
  auditActionOf,
  auditDescriptionOf,
  auditTargetOf,
  isAudited,
} from './audit-entry';

const auditLogOf = (store: ReadStore) => store.collection<AuditLogDoc>(AUDIT_LOG_COLLECTION);

/** Writes the event's row (keyed by the event id, so a second delivery changes nothing). */
const recordIfAudited: ApplyHandler<EventType> = async (event, store) => {
  if (!isAudited(event)) return;
  const { stream, target_id } = auditTargetOf(event);
  const row: AuditLogDoc = {
    _id: event.id,
    created_at: event.metadata.at,
    action: auditActionOf(event),
    actor_id: event.metadata.actorId,
    actor_role: event.metadata.actorRole,
    impersonator_id: event.metadata.impersonatorId,
    target_id,
    stream,
    event_type: event.type,
    ip_address: event.metadata.ip,
    description: auditDescriptionOf(event),
  };
  await auditLogOf(store).replaceOne({ _id: row._id }, row, { upsert: true });
};

/**
 * The admin audit log (spec 03): one row per event an admin or founder appended, or appended
 * in a session an admin impersonated, whatever its type, so a new admin command is audited
 * with no change here. Newest first, filtered by action, actor or target.
 */
export const auditLogProjection = defineProjection({
  name: 'audit-log',
  // 2: rows of identifier streams name the account holding the identifier, not the value.
  // 3: an edit that records its fields' former values says what changed (granted, revoked).
  version: 3,
  collections: [AUDIT_LOG_COLLECTION],
  setup: async (store) => {
    const rows = auditLogOf(store);
    await rows.createIndex({ keys: { created_at: -1 } });
    await rows.createIndex({ keys: { action: 1, created_at: -1 } });
    await rows.createIndex({ keys: { actor_id: 1, created_at: -1 } });
    await rows.createIndex({ keys: { target_id: 1, created_at: -1 } });
  },
  apply: Object.fromEntries(
    EVENT_TYPES.filter((type) => !NOT_AUDITED.has(type)).map((type) => [type, recordIfAudited]),
  ) as ApplyHandlers,
});
