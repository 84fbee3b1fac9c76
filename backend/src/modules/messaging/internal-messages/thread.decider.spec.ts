import { INTERNAL_MESSAGE_TEXTS } from '@morphic/contracts';
import type { DomainEvent } from '@morphic/contracts/server';
import { DomainRuleViolation, fold } from '../../../infrastructure/commands/decider';
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

const when = (events: DomainEvent[], command: ThreadCommand) =>
  threadDecider.decide(command, fold(threadDecider, events));
const notFound = new DomainRuleViolation('not_found', INTERNAL_MESSAGE_TEXTS.conversationNotFound);

describe('internal thread decider', () => {
  it("opens a thread with the user's first message", () => {
    expect(
      when([], {
        kind: 'Open',
        threadId: 't-1',
        operatorId: 'op-ada',
        senderName: 'Ada Lovelace',
        subject: 'Payout',
        messageId: 'm-1',
        message: 'Ada m-1',
        priority: 'urgent',
      }),
    ).toEqual([opened, fromAda('m-1')]);
  });

  it('refuses to open the same thread twice', () => {
    expect(() =>
      when([opened], {
        kind: 'Open',
        threadId: 't-1',
        operatorId: 'op-ada',
        senderName: 'Ada',
        subject: null,
        messageId: 'm-2',
        message: 'again',
        priority: 'low',
      }),
    ).toThrow(DomainRuleViolation);
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
    expect(when([opened, fromAda('m-1')], post('op-ada'))).toEqual([fromAda('m-2', 'low')]);
    expect(() => when([opened, fromAda('m-1')], post('op-alan'))).toThrow(notFound);
    expect(() => when([], post('op-ada'))).toThrow(notFound);
  });

  it("replies as an admin with the thread's current priority", () => {
    expect(
      when([opened, fromAda('m-1')], {
        kind: 'Reply',
        adminId: 'admin-1',
        senderName: 'Sam Okafor',
        messageId: 'a-1',
        message: 'Admin a-1',
      }),
    ).toEqual([fromAdmin('a-1')]);
    expect(() =>
      when([], {
        kind: 'Reply',
        adminId: 'admin-1',
        senderName: 'S',
        messageId: 'a',
        message: 'x',
      }),
    ).toThrow(notFound);
  });

  it("marks the other side's unread messages read, once", () => {
    const history = [opened, fromAda('m-1'), fromAdmin('a-1'), fromAda('m-2'), fromAdmin('a-2')];
    expect(when(history, { kind: 'MarkRead', readerId: 'op-ada', operatorId: 'op-ada' })).toEqual([
      read(false, ['a-1', 'a-2']),
    ]);
    expect(when(history, { kind: 'MarkRead', readerId: 'admin-1', operatorId: null })).toEqual([
      read(true, ['m-1', 'm-2']),
    ]);
    expect(
      when([...history, read(false, ['a-1', 'a-2'])], {
        kind: 'MarkRead',
        readerId: 'op-ada',
        operatorId: 'op-ada',
      }),
    ).toEqual([]);
  });

  it("refuses to mark someone else's thread read", () => {
    expect(() =>
      when([opened, fromAdmin('a-1')], { kind: 'MarkRead', readerId: 'x', operatorId: 'op-alan' }),
    ).toThrow(notFound);
  });
});
