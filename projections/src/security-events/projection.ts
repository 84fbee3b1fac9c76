import {
  SECURITY_EVENTS_COLLECTION,
  SECURITY_EVENT_HANDLES_COLLECTION,
  securityEventMessage,
  type SecurityEventDoc,
} from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import { defineProjection } from '../runtime/projection';
import { anonymiseDeletedOperator, rememberHandle, rowUsername } from './operator-handles';

const securityEventsOf = (store: ReadStore) =>
  store.collection<SecurityEventDoc>(SECURITY_EVENTS_COLLECTION);

/** The admin security log: newest first, filtered by type, severity, username or ip. */
export const securityEventsProjection = defineProjection({
  name: 'security-events',
  // 3: rows keep the account id their entry names.
  version: 3,
  collections: [SECURITY_EVENTS_COLLECTION, SECURITY_EVENT_HANDLES_COLLECTION],
  setup: async (store) => {
    const events = securityEventsOf(store);
    await events.createIndex({ keys: { timestamp: -1 } });
    await events.createIndex({ keys: { event_type: 1, timestamp: -1 } });
    await events.createIndex({ keys: { severity: 1, timestamp: -1 } });
    await events.createIndex({ keys: { username: 1, timestamp: -1 } });
    await events.createIndex({ keys: { ip: 1, timestamp: -1 } });
    await events.createIndex({ keys: { account_id: 1 } });
  },
  apply: {
    SecurityEventRecorded: async ({ data, metadata }, store) => {
      // Applied again after an operator's deletion anonymised it, the row must stay anonymous.
      if (await securityEventsOf(store).findOne({ _id: data.security_event_id })) return;
      const username = await rowUsername(store, data.account_id, data.username);
      await securityEventsOf(store).insertOne({
        _id: data.security_event_id,
        timestamp: metadata.at,
        event_type: data.event_type,
        severity: data.severity,
        message: securityEventMessage(data.event_type, username),
        username,
        // Kept only when recorded: an older entry's account is known by its handle alone.
        ...(data.account_id === undefined ? {} : { account_id: data.account_id }),
        ip: data.ip,
        user_agent: data.user_agent,
        details: data.details,
      });
    },
    OperatorRegistered: ({ data }, store) => rememberHandle(store, data.operator_id, data.username),
    OperatorDetailsChanged: ({ data }, store) =>
      rememberHandle(store, data.operator_id, data.changes.handle),
    OperatorDeleted: anonymiseDeletedOperator,
  },
});
