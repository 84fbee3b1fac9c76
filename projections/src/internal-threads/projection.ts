import {
  INTERNAL_MESSAGES_COLLECTION,
  INTERNAL_THREADS_COLLECTION,
  type InternalMessageDoc,
  type InternalThreadDoc,
} from '@morphic/contracts/server';
import { ROOMS, toThreadSummary } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { hasApplied, updateOnce } from '../runtime/once-per-revision';
import { defineProjection, type ProjectedEvent, type Push } from '../runtime/projection';
import { applyOperatorDeleted } from './operator-deleted';
import { toThreadMessage } from './views';

const threadsOf = (store: ReadStore) =>
  store.collection<InternalThreadDoc>(INTERNAL_THREADS_COLLECTION);
const messagesOf = (store: ReadStore) =>
  store.collection<InternalMessageDoc>(INTERNAL_MESSAGES_COLLECTION);

/** Who sees a thread live: its user, anyone with the thread open, and the admins. */
const threadRooms = (thread: Pick<InternalThreadDoc, '_id' | 'operator_id'>): string[] => [
  ROOMS.thread(thread._id),
  ROOMS.user(thread.operator_id),
  ROOMS.role('admin'),
  ROOMS.role('founder'),
];

/** Unread messages of each side, counted from the messages themselves. */
async function unreadCounts(store: ReadStore, threadId: string) {
  const [forOperator, forAdmin] = await Promise.all([
    messagesOf(store).count({ thread_id: threadId, is_admin_message: true, read_at: null }),
    messagesOf(store).count({ thread_id: threadId, is_admin_message: false, read_at: null }),
  ]);
  return { unread_for_operator: forOperator, unread_for_admin: forAdmin };
}

/** Changes the thread once per event of its stream. */
async function updateThread(
  store: ReadStore,
  event: ProjectedEvent,
  threadId: string,
  change: (thread: InternalThreadDoc) => Partial<InternalThreadDoc>,
): Promise<void> {
  const thread = await threadsOf(store).findOne({ _id: threadId });
  if (!thread || hasApplied(thread, event)) return;
  await updateOnce(threadsOf(store), { _id: threadId }, event, {
    $set: { ...change(thread), ...(await unreadCounts(store, threadId)) },
  });
}

async function summaryPush(store: ReadStore, threadId: string): Promise<Push[]> {
  const thread = await threadsOf(store).findOne({ _id: threadId });
  if (!thread) return [];
  return [{ rooms: threadRooms(thread), message: 'thread.updated', data: toThreadSummary(thread) }];
}

/** Internal conversations between users and the admins, and their messages. */
export const internalThreadsProjection = defineProjection({
  name: 'internal-threads',
  version: 1,
  collections: [INTERNAL_THREADS_COLLECTION, INTERNAL_MESSAGES_COLLECTION],
  setup: async (store) => {
    await threadsOf(store).createIndex({ keys: { operator_id: 1, last_updated: -1 } });
    await threadsOf(store).createIndex({ keys: { last_updated: -1 } });
    await messagesOf(store).createIndex({ keys: { thread_id: 1, seq: 1 } });
  },
  apply: {
    OperatorDeleted: applyOperatorDeleted,
    InternalThreadOpened: async ({ data, metadata, revision }, store) => {
      if (await threadsOf(store).findOne({ _id: data.thread_id })) return;
      await threadsOf(store).insertOne({
        _id: data.thread_id,
        operator_id: data.operator_id,
        sender_name: data.operator_name,
        subject: data.subject,
        status: 'open',
        priority: 'medium',
        latest_message: null,
        message_count: 0,
        unread_for_operator: 0,
        unread_for_admin: 0,
        created_at: metadata.at,
        last_updated: metadata.at,
        stream_revision: Number(revision),
      });
    },
    InternalMessagePosted: async (event, store) => {
      const { data, metadata } = event;
      if (!(await messagesOf(store).findOne({ _id: data.message_id }))) {
        await messagesOf(store).insertOne({
          _id: data.message_id,
          thread_id: data.thread_id,
          seq: Number(event.revision),
          sender_id: data.sender_id,
          sender_name: data.sender_name,
          is_admin_message: data.is_admin_message,
          message: data.message,
          subject: data.subject,
          priority: data.priority,
          created_at: metadata.at,
          read_at: null,
        });
      }
      await updateThread(store, event, data.thread_id, (thread) => ({
        status: data.is_admin_message ? 'pending' : 'open',
        priority: data.priority,
        latest_message: {
          message: data.message,
          priority: data.priority,
          is_admin_message: data.is_admin_message,
          created_at: metadata.at,
        },
        message_count: thread.message_count + 1,
        last_updated: metadata.at,
      }));
    },
    InternalMessagesRead: async (event, store) => {
      const { data, metadata } = event;
      await messagesOf(store).updateMany(
        { _id: { $in: data.message_ids }, thread_id: data.thread_id, read_at: null },
        { $set: { read_at: metadata.at } },
      );
      await updateThread(store, event, data.thread_id, () => ({}));
    },
  },
  pushes: {
    InternalMessagePosted: async ({ data }, store) => {
      const [thread, message] = await Promise.all([
        threadsOf(store).findOne({ _id: data.thread_id }),
        messagesOf(store).findOne({ _id: data.message_id }),
      ]);
      if (!thread || !message) return [];
      return [
        {
          rooms: threadRooms(thread),
          message: 'thread.message',
          data: {
            thread_id: thread._id,
            operator_id: thread.operator_id,
            message: toThreadMessage(message),
          },
        },
        ...(await summaryPush(store, thread._id)),
      ];
    },
    InternalMessagesRead: ({ data }, store) => summaryPush(store, data.thread_id),
  },
});
