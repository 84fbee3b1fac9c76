import { INTERNAL_MESSAGE_TEXTS } from '@morphic/contracts';
import type { DomainEvent } from '@morphic/contracts/server';
import { DeciderSpecification } from '../../../testing/decider-specification';
import { threadDecider, type ThreadCommand } from './thread.decider';

const opened: DomainEvent = {
  type: 'InternalThreadOpened',
  data: {
    thread_id: 't-1',
    operator_id: 'op-ada',
    operator_name: 'Ada Lovelace',
    subject: 'Payout',
  },
};
const fromAda = (id: string, priority: 'low' | 'urgent' = 'urgent'): DomainEvent => ({
  type: 'InternalMessagePosted',
  data: {
    thread_id: 't-1',
    message_id: id,
    sender_id: 'op-ada',
    sender_name: 'Ada Lovelace',
    is_admin_message: false,
    message: `Ada ${id}`,
    subject: id === 'm-1' ? 'Payout' : null,
    priority,
  },
});
const fromAdmin = (id: string): DomainEvent => ({
  type: 'InternalMessagePosted',
  data: {
    thread_id: 't-1',
    message_id: id,
    sender_id: 'admin-1',
    sender_name: 'Sam Okafor',
    is_admin_message: true,
    message: `Admin ${id}`,
    subject: null,
    priority: 'urgent',
  },
});
const read = (byAdmin: boolean, ids: string[]): DomainEvent => ({
  type: 'InternalMessagesRead',
  data: {
    thread_id: 't-1',
    reader_id: byAdmin ? 'admin-1' : 'op-ada',
    by_admin: byAdmin,
    message_ids: ids,
  },
});

const spec = DeciderSpecification.for(threadDecider);
const when = (events: DomainEvent[], command: ThreadCommand) => spec.given(events).when(command);
const notFound = ['not_found', INTERNAL_MESSAGE_TEXTS.conversationNotFound] as const;

describe('internal thread decider', () => {
  it("opens a thread with the user's first message", () => {
    when([], {
      kind: 'Open',
      threadId: 't-1',
      operatorId: 'op-ada',
      senderName: 'Ada Lovelace',
      subject: 'Payout',
      messageId: 'm-1',
      message: 'Ada m-1',
      priority: 'urgent',
    }).then([opened, fromAda('m-1')]);
  });

  it('refuses to open the same thread twice', () => {
    when([opened], {
      kind: 'Open',
      threadId: 't-1',
      operatorId: 'op-ada',
      senderName: 'Ada',
      subject: null,
      messageId: 'm-2',
      message: 'again',
      priority: 'low',
    }).thenRefuses('conflict', 'Conversation already exists');
  });

  it("lets the user post to their own thread only; another user's reads as not found", () => {
    const post = (operatorId: string): ThreadCommand => ({
      kind: 'Post',
      operatorId,
      senderName: 'Ada Lovelace',
      subject: null,
      messageId: 'm-2',
      message: 'Ada m-2',
      priority: 'low',
    });
    when([opened, fromAda('m-1')], post('op-ada')).then([fromAda('m-2', 'low')]);
    when([opened, fromAda('m-1')], post('op-alan')).thenRefuses(...notFound);
    when([], post('op-ada')).thenRefuses(...notFound);
  });

  it("replies as an admin with the thread's current priority", () => {
    when([opened, fromAda('m-1')], {
      kind: 'Reply',
      adminId: 'admin-1',
      senderName: 'Sam Okafor',
      messageId: 'a-1',
      message: 'Admin a-1',
    }).then([fromAdmin('a-1')]);
    when([], {
      kind: 'Reply',
      adminId: 'admin-1',
      senderName: 'S',
      messageId: 'a',
      message: 'x',
    }).thenRefuses(...notFound);
  });

  it("marks the other side's unread messages read, once", () => {
    const history = [opened, fromAda('m-1'), fromAdmin('a-1'), fromAda('m-2'), fromAdmin('a-2')];
    when(history, { kind: 'MarkRead', readerId: 'op-ada', operatorId: 'op-ada' }).then([
      read(false, ['a-1', 'a-2']),
    ]);
    when(history, { kind: 'MarkRead', readerId: 'admin-1', operatorId: null }).then([
      read(true, ['m-1', 'm-2']),
    ]);
    when([...history, read(false, ['a-1', 'a-2'])], {
      kind: 'MarkRead',
      readerId: 'op-ada',
      operatorId: 'op-ada',
    }).then([]);
  });

  it("refuses to mark someone else's thread read", () => {
    when([opened, fromAdmin('a-1')], {
      kind: 'MarkRead',
      readerId: 'x',
      operatorId: 'op-alan',
    }).thenRefuses(...notFound);
  });
});
