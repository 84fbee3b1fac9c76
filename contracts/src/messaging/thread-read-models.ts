import { z } from 'zod';
import { MessagePrioritySchema, ThreadStatusSchema } from './values';

export const INTERNAL_THREADS_COLLECTION = 'internal_threads';
export const INTERNAL_MESSAGES_COLLECTION = 'internal_messages';

export const LatestMessageSchema = z.object({
  message: z.string(),
  priority: MessagePrioritySchema,
  is_admin_message: z.boolean(),
  created_at: z.string(),
});
export type LatestMessage = z.infer<typeof LatestMessageSchema>;

/** One internal conversation between a user and the admins. */
export const InternalThreadDocSchema = z.object({
  _id: z.string(),
  operator_id: z.string(),
  sender_name: z.string(),
  subject: z.string().nullable(),
  status: ThreadStatusSchema,
  /** The latest message's priority. */
  priority: MessagePrioritySchema,
  latest_message: LatestMessageSchema.nullable(),
  message_count: z.number().int(),
  /** Admin messages the user has not read, and user messages no admin has read. */
  unread_for_operator: z.number().int(),
  unread_for_admin: z.number().int(),
  created_at: z.string(),
  last_updated: z.string(),
  /** Revision of the last event of the thread's stream applied here. */
  stream_revision: z.number(),
});
export type InternalThreadDoc = z.infer<typeof InternalThreadDocSchema>;

export const InternalMessageDocSchema = z.object({
  _id: z.string(),
  thread_id: z.string(),
  /** Revision of the message's event in the thread stream: the order of the messages. */
  seq: z.number().int(),
  sender_id: z.string(),
  sender_name: z.string(),
  is_admin_message: z.boolean(),
  message: z.string(),
  subject: z.string().nullable(),
  priority: MessagePrioritySchema,
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type InternalMessageDoc = z.infer<typeof InternalMessageDocSchema>;
