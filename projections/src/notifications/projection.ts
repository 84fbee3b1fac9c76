import { NOTIFICATIONS_COLLECTION, type NotificationDoc } from '@morphic/contracts/server';
import { ROOMS } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { defineProjection, type Push } from '../runtime/projection';
import { toNotification } from './views';

const notificationsOf = (store: ReadStore) =>
  store.collection<NotificationDoc>(NOTIFICATIONS_COLLECTION);

/** The notification as its recipient now sees it, unless it is gone. */
async function notificationPush(
  store: ReadStore,
  id: string,
  message: 'notification.created' | 'notification.updated' = 'notification.updated',
): Promise<Push[]> {
  const doc = await notificationsOf(store).findOne({ _id: id });
  if (!doc || doc.deleted_at !== null) return [];
  return [{ rooms: [ROOMS.user(doc.recipient_id)], message, data: toNotification(doc) }];
}

/**
 * Each user's notifications, newest first. A deleted notification stays as a tombstone
 * (`deleted_at`), so re-applying its creation cannot bring it back; queries skip tombstones.
 */
export const notificationsProjection = defineProjection({
  name: 'notifications',
  version: 3,
  collections: [NOTIFICATIONS_COLLECTION],
  setup: async (store) => {
    await notificationsOf(store).createIndex({ keys: { recipient_id: 1, created_at: -1 } });
  },
  apply: {
    NotificationSent: async ({ data, metadata }, store) => {
      // Re-applied later (a lagging checkpoint), the creation must not undo a read or a delete.
      if (await notificationsOf(store).findOne({ _id: data.notification_id })) return;
      await notificationsOf(store).insertOne({
        _id: data.notification_id,
        recipient_id: data.recipient_id,
        type: data.type,
        priority: data.priority,
        title: data.title,
        message: data.message,
        action_url: data.action_url,
        task: data.task ?? null,
        resolved_at: null,
        is_read: false,
        created_at: metadata.at,
        deleted_at: null,
      });
    },
    NotificationRead: async ({ data }, store) => {
      await notificationsOf(store).updateOne(
        { _id: data.notification_id, is_read: false },
        { $set: { is_read: true } },
      );
    },
    AllNotificationsRead: async ({ data }, store) => {
      await notificationsOf(store).updateMany(
        { _id: { $in: data.notification_ids }, recipient_id: data.recipient_id, is_read: false },
        { $set: { is_read: true } },
      );
    },
    NotificationDeleted: async ({ data, metadata }, store) => {
      await notificationsOf(store).updateOne(
        { _id: data.notification_id, deleted_at: null },
        { $set: { deleted_at: metadata.at } },
      );
    },
    // Done is also seen: the banner and the unread count let it go.
    NotificationResolved: async ({ data, metadata }, store) => {
      await notificationsOf(store).updateOne(
        { _id: data.notification_id, resolved_at: null },
        { $set: { resolved_at: metadata.at, is_read: true } },
      );
    },
  },
  pushes: {
    NotificationSent: ({ data }, store) =>
      notificationPush(store, data.notification_id, 'notification.created'),
    NotificationRead: ({ data }, store) => notificationPush(store, data.notification_id),
    NotificationResolved: ({ data }, store) => notificationPush(store, data.notification_id),
    AllNotificationsRead: async ({ data }, store) =>
      (await Promise.all(data.notification_ids.map((id) => notificationPush(store, id)))).flat(),
    NotificationDeleted: async ({ data }) => [
      {
        rooms: [ROOMS.user(data.recipient_id)],
        message: 'notification.deleted',
        data: { id: data.notification_id },
      },
    ],
  },
});
