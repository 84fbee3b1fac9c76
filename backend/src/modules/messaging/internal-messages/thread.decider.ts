import { INTERNAL_MESSAGE_TEXTS, type MessagePriority } from '@morphic/contracts';
import type { DomainEvent, EventOfType } from '@morphic/contracts/server';
import { DomainRuleViolation, type Decider } from '#infrastructure/commands/decider';

export interface ThreadState {
  /** Null until the user's first message opens the thread. */
  readonly opened: { readonly threadId: string; readonly operatorId: string } | null;
  readonly priority: MessagePriority;
  readonly messages: readonly {
    readonly id: string;
    readonly isAdmin: boolean;
    readonly read: boolean;
  }[];
}

interface NewMessage {
  readonly messageId: string;
  readonly senderName: string;
  readonly message: string;
}

export type ThreadCommand =
  | (NewMessage & {
      readonly kind: 'Open';
      readonly threadId: string;
      readonly operatorId: string;
      readonly subject: string | null;
      readonly priority: MessagePriority;
    })
  | (NewMessage & {
      readonly kind: 'Post';
      /** The caller: only the thread's own user posts as the user. */
      readonly operatorId: string;
      readonly subject: string | null;
      readonly priority: MessagePriority;
    })
  | (NewMessage & { readonly kind: 'Reply'; readonly adminId: string })
  /** `operatorId`: the caller when the user reads; null when an admin reads. */
  | { readonly kind: 'MarkRead'; readonly readerId: string; readonly operatorId: string | null };

export type ThreadEvent = EventOfType<
  'InternalThreadOpened' | 'InternalMessagePosted' | 'InternalMessagesRead'
>;

const notFound = () =>
  new DomainRuleViolation('not_found', INTERNAL_MESSAGE_TEXTS.conversationNotFound);

const initialThreadState: ThreadState = { opened: null, priority: 'medium', messages: [] };

function evolveThread(state: ThreadState, event: DomainEvent): ThreadState {
  switch (event.type) {
    case 'InternalThreadOpened':
      return {
        ...state,
        opened: { threadId: event.data.thread_id, operatorId: event.data.operator_id },
      };
    case 'InternalMessagePosted':
      return {
        ...state,
        priority: event.data.priority,
        messages: [
          ...state.messages,
          { id: event.data.message_id, isAdmin: event.data.is_admin_message, read: false },
        ],
      };
    case 'InternalMessagesRead': {
      const read = new Set(event.data.message_ids);
      return {
        ...state,
        messages: state.messages.map((m) => (read.has(m.id) ? { ...m, read: true } : m)),
      };
    }
    default:
      return state;
  }
}

/** The thread's user posts a message (when opening the thread, or later). */
function userMessage(
  threadId: string,
  command: Extract<ThreadCommand, { kind: 'Open' | 'Post' }>,
): ThreadEvent {
  return {
    type: 'InternalMessagePosted',
    data: {
      thread_id: threadId,
      message_id: command.messageId,
      sender_id: command.operatorId,
      sender_name: command.senderName,
      is_admin_message: false,
      message: command.message,
      subject: command.subject,
      priority: command.priority,
    },
  };
}

/** The thread the caller may use: it exists, and a user may only use their own. */
function ownThread(state: ThreadState, operatorId: string | null) {
  if (!state.opened) throw notFound();
  if (operatorId !== null && state.opened.operatorId !== operatorId) throw notFound();
  return state.opened;
}

/**
 * An internal conversation between one user and the admins (stream `thread-<id>`): the
 * user's first message opens it, then both sides post; each side reading marks the other
 * side's messages read. Someone else's thread reads as not found.
 */
export const threadDecider: Decider<ThreadState, ThreadCommand, ThreadEvent> = {
  initialState: initialThreadState,
  evolve: evolveThread,
  decide(command: ThreadCommand, state: ThreadState): ThreadEvent[] {
    switch (command.kind) {
      case 'Open': {
        if (state.opened) {
          throw new DomainRuleViolation('conflict', 'Conversation already exists');
        }
        return [
          {
            type: 'InternalThreadOpened',
            data: {
              thread_id: command.threadId,
              operator_id: command.operatorId,
              operator_name: command.senderName,
              subject: command.subject,
            },
          },
          userMessage(command.threadId, command),
        ];
      }
      case 'Post':
        return [userMessage(ownThread(state, command.operatorId).threadId, command)];
      case 'Reply': {
        const thread = ownThread(state, null);
        // A reply keeps the thread's priority: the user set how urgent it is.
        return [
          {
            type: 'InternalMessagePosted',
            data: {
              thread_id: thread.threadId,
              message_id: command.messageId,
              sender_id: command.adminId,
              sender_name: command.senderName,
              is_admin_message: true,
              message: command.message,
              subject: null,
              priority: state.priority,
            },
          },
        ];
      }
      case 'MarkRead': {
        const thread = ownThread(state, command.operatorId);
        const byAdmin = command.operatorId === null;
        const unread = state.messages
          .filter((m) => !m.read && m.isAdmin !== byAdmin)
          .map((m) => m.id);
        if (unread.length === 0) return [];
        return [
          {
            type: 'InternalMessagesRead',
            data: {
              thread_id: thread.threadId,
              reader_id: command.readerId,
              by_admin: byAdmin,
              message_ids: unread,
            },
          },
        ];
      }
    }
  },
};
