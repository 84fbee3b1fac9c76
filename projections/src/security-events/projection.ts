import {
  SECURITY_EVENTS_COLLECTION,
  securityEventMessage,
  type SecurityEventDoc,
} from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import { defineProjection } from '../runtime/projection';

const securityEventsOf = (store: ReadStore) =>
  store.collection<SecurityEventDoc>(SECURITY_EVENTS_COLLECTION);

/** The admin security log: newest first, filtered by type, severity, username or ip. */
export const securityEventsProjection = defineProjection({
  name: 'security-events',
  version: 1,
  collections: [SECURITY_EVENTS_COLLECTION],
  setup: async (store) => {
    const events = securityEventsOf(store);
    await events.createIndex({ keys: { timestamp: -1 } });
    await events.createIndex({ keys: { event_type: 1, timestamp: -1 } });
    await events.createIndex({ keys: { severity: 1, timestamp: -1 } });
    await events.createIndex({ keys: { username: 1, timestamp: -1 } });
    await events.createIndex({ keys: { ip: 1, timestamp: -1 } });
  },
  apply: {
    SecurityEventRecorded: async ({ data, metadata }, store) => {
      await securityEventsOf(store).replaceOne(
        { _id: data.security_event_id },
        {
          _id: data.security_event_id,
          timestamp: metadata.at,
          event_type: data.event_type,
          severity: data.severity,
          message: securityEventMessage(data.event_type, data.username),
          username: data.username,
          ip: data.ip,
          user_agent: data.user_agent,
          details: data.details,
        },
        { upsert: true },
      );
    },
  },
});
