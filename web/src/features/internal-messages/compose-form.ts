import {
  AdminReplyRequestSchema,
  INTERNAL_MESSAGE_LIMITS,
  SendInternalMessageRequestSchema,
  type MessagePriority,
  type SendInternalMessageRequest,
} from '@morphic/contracts';

export interface ComposeValues {
  readonly subject: string;
  readonly message: string;
  readonly priority: MessagePriority;
}

export const EMPTY_COMPOSE: ComposeValues = { subject: '', message: '', priority: 'medium' };

/** The message's error under the server's own rules (non-empty, at most 5000), or null. */
export function composeError(values: ComposeValues): string | null {
  const result = SendInternalMessageRequestSchema.safeParse(values);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

export function replyError(message: string): string | null {
  const result = AdminReplyRequestSchema.safeParse({ message });
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** The body of `POST /api/internal-messages/send`: a new thread, or a message in `threadId`. */
export function sendBody(
  values: ComposeValues,
  threadId: string | null,
): SendInternalMessageRequest {
  return {
    subject: values.subject.trim() || null,
    message: values.message.trim(),
    priority: values.priority,
    thread_id: threadId,
  };
}

/** Over the limit the counter turns red. */
export const isOverLimit = (text: string): boolean =>
  text.trim().length > INTERNAL_MESSAGE_LIMITS.messageMax;
