import {
  INTERNAL_MESSAGES_COLLECTION,
  INTERNAL_THREADS_COLLECTION,
  InternalMessageDocSchema,
  InternalThreadDocSchema,
  STREAMS,
  type EventData,
} from '@morphic/contracts/server';
import { TestLog, parsedWith, project, pushesAfter, expectIdempotent } from '../testing/project';
import { internalThreadsProjection } from './projection';

/** Events of one thread's stream, as the runner hands them over. */
function threadLog(threadId = 'th-1', log = new TestLog()) {
  const options = { streamId: STREAMS.thread(threadId) };
  const posted = (
    id: string,
    admin: boolean,
    overrides: Partial<EventData<'InternalMessagePosted'>> = {},
  ) =>
    log.event(
      'InternalMessagePosted',
      {
        thread_id: threadId,
        message_id: id,
        sender_id: admin ? 'admin-1' : 'op-ada',
        sender_name: admin ? 'Sam Okafor' : 'Ada Lovelace',
        is_admin_message: admin,
        message: `Text of ${id}`,
        subject: null,
        priority: 'urgent',
        ...overrides,
      },
      options,
    );
  return {
    opened: () =>
      log.event(
        'InternalThreadOpened',
        {
          thread_id: threadId,
          operator_id: 'op-ada',
          operator_name: 'Ada Lovelace',
          subject: 'Payout question',
        },
        options,
      ),
    fromAda: (id: string, overrides: Partial<EventData<'InternalMessagePosted'>> = {}) =>
      posted(id, false, overrides),
    fromAdmin: (id: string) => posted(id, true),
    read: (byAdmin: boolean, ids: string[]) =>
      log.event(
        'InternalMessagesRead',
        {
          thread_id: threadId,
          reader_id: byAdmin ? 'admin-1' : 'op-ada',
          by_admin: byAdmin,
          message_ids: ids,
        },
        options,
      ),
  };
}

describe('internal threads projection', () => {
  it('keeps the thread summary and its messages in order, with unread counts per side', async () => {
    const thread = threadLog();
    const events = [
      thread.opened(),
      thread.fromAda('m-1', { subject: 'Payout question' }),
      thread.fromAda('m-2', { priority: 'low' }),
      thread.read(true, ['m-1', 'm-2']),
      thread.fromAdmin('a-1'),
    ];
    const at = (index: number) => events[index]?.metadata.at ?? '';

    const docs = await project(internalThreadsProjection, events);

    expect(docs[INTERNAL_THREADS_COLLECTION]).toEqual([
      {
        _id: 'th-1',
        operator_id: 'op-ada',
        sender_name: 'Ada Lovelace',
        subject: 'Payout question',
        status: 'pending',
        priority: 'urgent',
        latest_message: {
          message: 'Text of a-1',
          priority: 'urgent',
          is_admin_message: true,
          created_at: at(4),
        },
        message_count: 3,
        unread_for_operator: 1,
        unread_for_admin: 0,
        created_at: at(0),
        last_updated: at(4),
        stream_revision: 4,
      },
    ]);
    expect(docs[INTERNAL_MESSAGES_COLLECTION]?.map((m) => [m._id, m['seq'], m['read_at']])).toEqual(
      [
        ['a-1', 4, null],
        ['m-1', 1, at(3)],
        ['m-2', 2, at(3)],
      ],
    );
    expect(docs[INTERNAL_MESSAGES_COLLECTION]?.find((m) => m._id === 'm-1')).toEqual({
      _id: 'm-1',
      thread_id: 'th-1',
      seq: 1,
      sender_id: 'op-ada',
      sender_name: 'Ada Lovelace',
      is_admin_message: false,
      message: 'Text of m-1',
      subject: 'Payout question',
      priority: 'urgent',
      created_at: at(1),
      read_at: at(3),
    });
    expect(parsedWith(InternalThreadDocSchema, docs[INTERNAL_THREADS_COLLECTION] ?? [])).toEqual(
      docs[INTERNAL_THREADS_COLLECTION],
    );
    expect(parsedWith(InternalMessageDocSchema, docs[INTERNAL_MESSAGES_COLLECTION] ?? [])).toEqual(
      docs[INTERNAL_MESSAGES_COLLECTION],
    );
  });

  it('is open again once the user writes after an admin, with the new priority', async () => {
    const thread = threadLog();
    const docs = await project(internalThreadsProjection, [
      thread.opened(),
      thread.fromAda('m-1'),
      thread.fromAdmin('a-1'),
      thread.fromAda('m-2', { priority: 'low' }),
    ]);
    expect(docs[INTERNAL_THREADS_COLLECTION]?.[0]).toMatchObject({
      status: 'open',
      priority: 'low',
      message_count: 3,
      unread_for_operator: 1,
      unread_for_admin: 2,
    });
  });

  it('is idempotent, and a re-applied event never turns a thread back', async () => {
    const thread = threadLog();
    const events = [
      thread.opened(),
      thread.fromAda('m-1'),
      thread.fromAdmin('a-1'),
      thread.read(false, ['a-1']),
      thread.fromAda('m-2'),
      thread.read(true, ['m-1', 'm-2']),
    ];
    await expectIdempotent(internalThreadsProjection, events);
  });

  it('pushes a new message and the summary to the thread, its user and the admins', async () => {
    const thread = threadLog();
    const events = [thread.opened(), thread.fromAda('m-1'), thread.fromAdmin('a-1')];
    const rooms = ['thread:th-1', 'user:op-ada', 'role:admin', 'role:founder'];

    expect(await pushesAfter(internalThreadsProjection, events)).toEqual([
      {
        rooms,
        message: 'thread.message',
        data: {
          thread_id: 'th-1',
          operator_id: 'op-ada',
          message: {
            id: 'a-1',
            sender_id: 'admin-1',
            sender_name: 'Sam Okafor',
            message: 'Text of a-1',
            is_admin_message: true,
            created_at: events[2]?.metadata.at,
            subject: null,
            priority: 'urgent',
          },
        },
      },
      {
        rooms,
        message: 'thread.updated',
        data: {
          thread_id: 'th-1',
          operator_id: 'op-ada',
          sender_name: 'Ada Lovelace',
          subject: 'Payout question',
          status: 'pending',
          priority: 'urgent',
          latest_message: {
            message: 'Text of a-1',
            priority: 'urgent',
            is_admin_message: true,
            created_at: events[2]?.metadata.at,
          },
          message_count: 2,
          unread_for_operator: 1,
          unread_for_admin: 1,
          last_updated: events[2]?.metadata.at,
        },
      },
    ]);
  });

  it('pushes the new unread counts when a side reads, and nothing when the thread opens', async () => {
    const thread = threadLog();
    expect(await pushesAfter(internalThreadsProjection, [thread.opened()])).toEqual([]);
    const pushes = await pushesAfter(internalThreadsProjection, [
      thread.opened(),
      thread.fromAda('m-1'),
      thread.read(true, ['m-1']),
    ]);
    expect(pushes.map((push) => [push.message, push.data])).toEqual([
      ['thread.updated', expect.objectContaining({ unread_for_admin: 0, unread_for_operator: 0 })],
    ]);
  });

  it('keeps threads apart', async () => {
    const log = new TestLog();
    const first = threadLog('th-1', log);
    const second = threadLog('th-2', log);
    const docs = await project(internalThreadsProjection, [
      first.opened(),
      second.opened(),
      first.fromAda('m-1'),
      second.fromAda('m-2'),
      second.fromAda('m-3'),
    ]);
    expect(
      docs[INTERNAL_THREADS_COLLECTION]?.map((t) => [
        t._id,
        t['message_count'],
        t['stream_revision'],
      ]),
    ).toEqual([
      ['th-1', 1, 1],
      ['th-2', 2, 2],
    ]);
  });
});
