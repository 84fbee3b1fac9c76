import {
  NOTIFICATIONS_COLLECTION,
  ROOMS,
  type NotificationDoc,
  type ReadStore,
} from '@morphic/contracts';
import { defineProjection } from '../runtime/projection';
import { toNotification } from './views';

const notificationsOf = (store: ReadStore) =>
  store.collection<NotificationDoc>(NOTIFICATIONS_COLLECTION);

/** Each user's notifications, newest first. */
export const notificationsProjection = defineProjection({
  name: 'notifications',
  version: 1,
  collections: [NOTIFICATIONS_COLLECTION],
  setup: async (store) => {
    await notificationsOf(store).createIndex({ keys: { recipient_id: 1, created_at: -1 } });
  },
  apply: {
    NotificationSent: async ({ data, metadata }, store) => {
      await notificationsOf(store).replaceOne(
        { _id: data.notification_id },
        {
          _id: data.notification_id,
          recipient_id: data.recipient_id,
          type: data.type,
          priority: data.priority,
          title: data.title,
          message: data.message,
          action_url: data.action_url,
          is_read: false,
          created_at: metadata.at,
        },
        { upsert: true },
      );
    },
  },
  pushes: {
    NotificationSent: async ({ data }, store) => {
      const doc = await notificationsOf(store).findOne({ _id: data.notification_id });
      if (!doc) return [];
      return [
        {
          rooms: [ROOMS.user(doc.recipient_id)],
          message: 'notification.created',
          data: toNotification(doc),
        },
      ];
    },
  },
});
