import { z } from 'zod';
import { defineEvent } from '../envelope';
import { MessagePrioritySchema } from './values';

/**
 * An internal conversation between one user and the admins (stream `thread-<id>`), opened by
 * the user's first message. The names are copied in so the read model needs no other one.
 */
export const InternalThreadOpened = defineEvent(
  'InternalThreadOpened',
  z.object({
    thread_id: z.string(),
    operator_id: z.string(),
    operator_name: z.string(),
    subject: z.string().nullable(),
  }),
);

export const InternalMessagePosted = defineEvent(
  'InternalMessagePosted',
  z.object({
    thread_id: z.string(),
    message_id: z.string(),
    sender_id: z.string(),
    sender_name: z.string(),
    is_admin_message: z.boolean(),
    message: z.string(),
    subject: z.string().nullable(),
    priority: MessagePrioritySchema,
  }),
);

/** One side read the other side's messages: the operator the admins', or an admin the operator's. */
export const InternalMessagesRead = defineEvent(
  'InternalMessagesRead',
  z.object({
    thread_id: z.string(),
    reader_id: z.string(),
    by_admin: z.boolean(),
    message_ids: z.array(z.string()).min(1),
  }),
);

export const threadEvents = [
  InternalThreadOpened,
  InternalMessagePosted,
  InternalMessagesRead,
] as const;
