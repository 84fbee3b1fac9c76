import { randomUUID } from 'node:crypto';
import {
  type AllSubscription,
  comparePositions,
  type EventStore,
  type EventToAppend,
  type LogPosition,
  type RecordedEvent,
  WrongExpectedRevisionError,
} from './event-store.port';
import type { EventMetadata } from '@morphic/contracts';

export interface EventStoreContractOptions {
  /**
   * True when each `open()` gives a log nobody else writes to (a fresh embedded file), so exact
   * head positions and an empty log can be asserted. False against a shared server.
   */
  readonly exclusiveLog: boolean;
}

const METADATA: EventMetadata = {
  actorId: 'user-1',
  actorRole: 'operator',
  impersonatorId: null,
  correlationId: 'correlation-1',
  causationId: null,
  ip: '127.0.0.1',
  userAgent: 'contract-test',
  at: '2025-01-01T00:00:00.000Z',
};

export function testEvent(type = 'ContractTested', data: unknown = { n: 0 }): EventToAppend {
  return { id: randomUUID(), type, data, metadata: METADATA };
}

function testEvents(count: number, type = 'ContractTested'): EventToAppend[] {
  return Array.from({ length: count }, (_, n) => testEvent(type, { n }));
}

/** Stream names unique to one run, so the suite can share a real server with other runs. */
function uniqueStream(label: string): string {
  return `contract_${label}-${randomUUID().replaceAll('-', '')}`;
}

async function expectWrongRevision(
  attempt: Promise<unknown>,
  actual: bigint | 'no_stream',
): Promise<void> {
  const error: unknown = await attempt.then(
    () => new Error('the append succeeded'),
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(WrongExpectedRevisionError);
  expect((error as WrongExpectedRevisionError).actual).toBe(actual);
}

/** Iterates until the event with `lastId` arrives; keeps only events `keep` accepts. */
async function collectUntil(
  subscription: AllSubscription,
  lastId: string,
  keep: (event: RecordedEvent) => boolean,
): Promise<RecordedEvent[]> {
  const collected: RecordedEvent[] = [];
  for await (const event of subscription) {
    if (keep(event)) collected.push(event);
    if (event.id === lastId) break;
  }
  return collected;
}

function expectIncreasing(positions: readonly LogPosition[]): void {
  for (let index = 1; index < positions.length; index += 1) {
    const previous = positions[index - 1];
    const current = positions[index];
    if (previous === undefined || current === undefined) throw new Error('unreachable');
    expect(comparePositions(previous, current)).toBe(-1);
  }
}

/**
 * The guarantees every EventStore adapter must give (DESIGN.md section 2). `open` returns a
 * ready store; the suite closes every store it opens.
 */
export function describeEventStoreContract(
  name: string,
  open: () => Promise<EventStore>,
  options: EventStoreContractOptions,
): void {
  describe(`EventStore contract: ${name}`, () => {
    let store: EventStore;

    beforeAll(async () => {
      store = await open();
    });

    afterAll(async () => {
      await store.close();
    });

    describe('optimistic concurrency', () => {
      it('no_stream: creates a stream once, then reports the actual revision', async () => {
        const stream = uniqueStream('no-stream');
        const created = await store.append(stream, [testEvent()], 'no_stream');
        expect(created.nextRevision).toBe(0n);

        await expectWrongRevision(store.append(stream, [testEvent()], 'no_stream'), 0n);
        expect(await store.readStream(stream)).toHaveLength(1);
      });

      it('exact revision: accepts the revision of the last event, rejects a stale one', async () => {
        const stream = uniqueStream('exact');
        await store.append(stream, testEvents(2), 'no_stream');

        const next = await store.append(stream, [testEvent()], 1n);
        expect(next.nextRevision).toBe(2n);

        await expectWrongRevision(store.append(stream, [testEvent()], 1n), 2n);
        await expectWrongRevision(store.append(stream, [testEvent()], 7n), 2n);
        await expectWrongRevision(
          store.append(uniqueStream('missing'), [testEvent()], 0n),
          'no_stream',
        );
        expect(await store.readStream(stream)).toHaveLength(3);
      });

      it('stream_exists: rejects a missing stream, accepts an existing one', async () => {
        const stream = uniqueStream('exists');
        await expectWrongRevision(
          store.append(stream, [testEvent()], 'stream_exists'),
          'no_stream',
        );
        await store.append(stream, [testEvent()], 'any');

        const result = await store.append(stream, [testEvent()], 'stream_exists');
        expect(result.nextRevision).toBe(1n);
      });

      it('any: appends whatever the revision', async () => {
        const stream = uniqueStream('any');
        expect((await store.append(stream, [testEvent()], 'any')).nextRevision).toBe(0n);
        expect((await store.append(stream, testEvents(2), 'any')).nextRevision).toBe(2n);
      });

      it('appends sent at once each get their own outcome: one winner per stream, the rest refused alone', async () => {
        const contested = uniqueStream('contested');
        const others = Array.from({ length: 5 }, (_, n) => uniqueStream(`beside-${String(n)}`));

        const outcomes = await Promise.allSettled([
          ...Array.from({ length: 20 }, () => store.append(contested, [testEvent()], 'no_stream')),
          ...others.map((stream) => store.append(stream, testEvents(2), 'no_stream')),
        ]);

        const contestedOutcomes = outcomes.slice(0, 20);
        expect(contestedOutcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
        for (const outcome of contestedOutcomes.filter((o) => o.status === 'rejected')) {
          expect(outcome.reason).toBeInstanceOf(WrongExpectedRevisionError);
        }
        expect(outcomes.slice(20).every((o) => o.status === 'fulfilled')).toBe(true);
        expect(await store.readStream(contested)).toHaveLength(1);
        for (const stream of others) expect(await store.readStream(stream)).toHaveLength(2);
      });

      it('a rejected append writes none of its events', async () => {
        const stream = uniqueStream('rejected');
        const first = await store.append(stream, [testEvent()], 'no_stream');

        await expectWrongRevision(store.append(stream, testEvents(3), 5n), 0n);

        const events = await store.readStream(stream);
        expect(events.map((event) => event.revision)).toEqual([0n]);
        const after = await store.readAll({ after: first.position, maxCount: 100 });
        expect(after.filter((event) => event.streamId === stream)).toEqual([]);
      });
    });

    describe('idempotent append by event id', () => {
      it('a retry of the same events writes nothing and returns the first result', async () => {
        const stream = uniqueStream('idempotent');
        const batch = testEvents(2);
        const first = await store.append(stream, batch, 'no_stream');

        const retry = await store.append(stream, batch, 'no_stream');

        expect(retry).toEqual(first);
        expect((await store.readStream(stream)).map((event) => event.id)).toEqual(
          batch.map((event) => event.id),
        );
      });

      it('a retry after the stream moved on still writes nothing', async () => {
        const stream = uniqueStream('idempotent-late');
        const batch = testEvents(2);
        const first = await store.append(stream, batch, 'no_stream');
        const later = testEvent('Later');
        await store.append(stream, [later], first.nextRevision);

        expect(await store.append(stream, batch, 'no_stream')).toEqual(first);
        expect(await store.append(stream, batch, 'any')).toEqual(first);

        expect((await store.readStream(stream)).map((event) => event.id)).toEqual([
          ...batch.map((event) => event.id),
          later.id,
        ]);
      });
    });

    describe('atomic multi-event append', () => {
      it('stores a batch as consecutive revisions at increasing positions', async () => {
        const stream = uniqueStream('batch');
        const batch = testEvents(5);
        const result = await store.append(stream, batch, 'no_stream');

        const events = await store.readStream(stream);
        expect(events.map((event) => event.revision)).toEqual([0n, 1n, 2n, 3n, 4n]);
        expectIncreasing(events.map((event) => event.position));
        expect(result.nextRevision).toBe(4n);
        expect(result.position).toEqual(events[4]?.position);
      });

      it('a batch failing on its last event leaves nothing', async () => {
        const stream = uniqueStream('failing-batch');
        // A bigint cannot be serialised to JSON: the third event fails after two were prepared.
        const batch = [...testEvents(2), testEvent('Unserialisable', { n: 1n })];

        await expect(store.append(stream, batch, 'no_stream')).rejects.toThrow();

        expect(await store.readStream(stream)).toEqual([]);
      });
    });

    describe('multi-stream append', () => {
      it('writes every stream in one batch, in the order given, at increasing positions', async () => {
        const [a, b, c] = [
          uniqueStream('multi-a'),
          uniqueStream('multi-b'),
          uniqueStream('multi-c'),
        ];
        await store.append(b, testEvents(2), 'no_stream');
        const writes = [
          { streamId: a, events: testEvents(2), expected: 'no_stream' as const },
          { streamId: b, events: testEvents(1), expected: 1n },
          { streamId: c, events: testEvents(3), expected: 'any' as const },
        ];

        const result = await store.appendToStreams(writes);

        expect(result.nextRevisions).toEqual([1n, 2n, 2n]);
        const stored = [
          ...(await store.readStream(a)),
          (await store.readStream(b))[2],
          ...(await store.readStream(c)),
        ];
        expect(stored.map((event) => event?.id)).toEqual(
          writes.flatMap((write) => write.events.map((event) => event.id)),
        );
        expectIncreasing(stored.map((event) => event?.position ?? { commit: -1n, prepare: -1n }));
        expect(result.position).toEqual(stored.at(-1)?.position);
      });

      it('writes nothing when one expected revision is wrong, and names that stream', async () => {
        const [a, b] = [uniqueStream('multi-ok'), uniqueStream('multi-stale')];
        await store.append(b, testEvents(2), 'no_stream');
        const head = await store.headPosition();

        const attempt = store.appendToStreams([
          { streamId: a, events: testEvents(2), expected: 'no_stream' },
          { streamId: b, events: testEvents(1), expected: 0n },
        ]);

        await expectWrongRevision(attempt, 1n);
        await expect(attempt).rejects.toMatchObject({ streamId: b });
        expect(await store.readStream(a)).toEqual([]);
        expect(await store.readStream(b)).toHaveLength(2);
        if (options.exclusiveLog) expect(await store.headPosition()).toEqual(head);
      });

      it('writes nothing when an event of a later stream cannot be stored', async () => {
        const [a, b] = [uniqueStream('multi-first'), uniqueStream('multi-broken')];
        await expect(
          store.appendToStreams([
            { streamId: a, events: testEvents(2), expected: 'no_stream' },
            { streamId: b, events: [testEvent('Unserialisable', { n: 1n })], expected: 'any' },
          ]),
        ).rejects.toThrow();
        expect(await store.readStream(a)).toEqual([]);
        expect(await store.readStream(b)).toEqual([]);
      });

      it('a retry of the same batch writes nothing and returns the first result', async () => {
        const [a, b] = [uniqueStream('multi-retry-a'), uniqueStream('multi-retry-b')];
        const writes = [
          { streamId: a, events: testEvents(2), expected: 'no_stream' as const },
          { streamId: b, events: testEvents(1), expected: 'no_stream' as const },
        ];
        const first = await store.appendToStreams(writes);

        const retry = await store.appendToStreams(writes);

        expect(retry).toEqual(first);
        expect(await store.readStream(a)).toHaveLength(2);
        expect(await store.readStream(b)).toHaveLength(1);
      });

      it('refuses a stream named twice in one batch', async () => {
        const a = uniqueStream('multi-twice');
        await expect(
          store.appendToStreams([
            { streamId: a, events: testEvents(1), expected: 'any' },
            { streamId: a, events: testEvents(1), expected: 'any' },
          ]),
        ).rejects.toThrow(/twice/);
        expect(await store.readStream(a)).toEqual([]);
      });

      it('a subscriber sees each batch whole and in order, racing single appends, with no gap and no duplicate', async () => {
        const prefix = uniqueStream('multi-live');
        const ours = (event: RecordedEvent): boolean => event.streamId.startsWith(prefix);
        const start = await store.headPosition();
        const subscription = store.subscribeToAll({ after: start ?? undefined });
        const batches: string[][] = [];
        const writers = Array.from({ length: 4 }, (_, writer) =>
          (async () => {
            for (let n = 0; n < 10; n += 1) {
              if (n % 2 === 0) {
                const writes = [0, 1, 2].map((part) => ({
                  streamId: `${prefix}-${String(writer)}-${String(n)}-${String(part)}`,
                  events: testEvents(2),
                  expected: 'no_stream' as const,
                }));
                batches.push(writes.flatMap((write) => write.events.map((event) => event.id)));
                await store.appendToStreams(writes);
              } else {
                const event = testEvent();
                batches.push([event.id]);
                await store.append(`${prefix}-${String(writer)}-single`, [event], 'any');
              }
            }
          })(),
        );
        await Promise.all(writers);
        const lastId = batches.flat().at(-1) ?? '';
        const everyId = new Set(batches.flat());
        const received: RecordedEvent[] = [];
        try {
          for await (const event of subscription) {
            if (ours(event)) received.push(event);
            if (received.length === everyId.size) break;
          }
        } finally {
          await subscription.close();
        }

        expect(new Set(received.map((event) => event.id))).toEqual(everyId);
        expect(received).toHaveLength(everyId.size);
        expect(lastId).not.toBe('');
        expectIncreasing(received.map((event) => event.position));
        const order = received.map((event) => event.id);
        for (const batch of batches) {
          const start = order.indexOf(batch[0] ?? '');
          expect(order.slice(start, start + batch.length)).toEqual(batch);
        }
      });
    });

    describe('reading one stream', () => {
      it('returns the events in order with their revisions, data and metadata', async () => {
        const stream = uniqueStream('read');
        const batch = testEvents(5, 'Read');
        await store.append(stream, batch.slice(0, 2), 'no_stream');
        await store.append(stream, batch.slice(2), 1n);

        const events = await store.readStream(stream);

        expect(events).toHaveLength(5);
        events.forEach((event, index) => {
          expect(event).toMatchObject({
            id: batch[index]?.id,
            type: 'Read',
            streamId: stream,
            revision: BigInt(index),
            data: { n: index },
            metadata: METADATA,
          });
          expect(event.recordedAt).toBeInstanceOf(Date);
        });
        expectIncreasing(events.map((event) => event.position));
      });

      it('honours fromRevision and maxCount', async () => {
        const stream = uniqueStream('window');
        await store.append(stream, testEvents(5), 'no_stream');

        const revisions = async (fromRevision?: bigint, maxCount?: number): Promise<bigint[]> =>
          (await store.readStream(stream, { fromRevision, maxCount })).map((e) => e.revision);

        expect(await revisions(2n)).toEqual([2n, 3n, 4n]);
        expect(await revisions(undefined, 2)).toEqual([0n, 1n]);
        expect(await revisions(1n, 2)).toEqual([1n, 2n]);
        expect(await revisions(5n)).toEqual([]);
      });

      it('returns an empty array for a stream that does not exist', async () => {
        expect(await store.readStream(uniqueStream('missing'))).toEqual([]);
      });
    });

    describe('reading $all', () => {
      it('reads forward strictly after a position, in append order across streams', async () => {
        const streamA = uniqueStream('all-a');
        const streamB = uniqueStream('all-b');
        const ours = (event: RecordedEvent): boolean =>
          event.streamId === streamA || event.streamId === streamB;
        const start = await store.headPosition();
        const a = testEvents(2);
        const b = testEvents(1);
        const c = testEvents(2);
        await store.append(streamA, a, 'no_stream');
        const second = await store.append(streamB, b, 'no_stream');
        await store.append(streamA, c, 1n);

        const all = await store.readAll({ after: start ?? undefined, maxCount: 1000 });
        const mine = all.filter(ours);
        expect(mine.map((event) => event.id)).toEqual([...a, ...b, ...c].map((event) => event.id));
        expectIncreasing(all.map((event) => event.position));

        const afterSecond = await store.readAll({ after: second.position, maxCount: 1000 });
        expect(afterSecond.filter(ours).map((event) => event.id)).toEqual(c.map((e) => e.id));
        expect(comparePositions(afterSecond[0]?.position ?? second.position, second.position)).toBe(
          1,
        );

        const one = await store.readAll({ after: second.position, maxCount: 1 });
        expect(one).toHaveLength(1);
        if (options.exclusiveLog) expect(one[0]?.id).toBe(c[0]?.id);
      });

      it('headPosition is the position of the newest event', async () => {
        const result = await store.append(uniqueStream('head'), testEvents(2), 'no_stream');
        const head = await store.headPosition();
        if (head === null) throw new Error('headPosition is null after an append');
        if (options.exclusiveLog) expect(head).toEqual(result.position);
        else expect(comparePositions(head, result.position)).toBeGreaterThanOrEqual(0);
      });

      if (options.exclusiveLog) {
        it('an empty log has no head and reads nothing', async () => {
          const empty = await open();
          try {
            expect(await empty.headPosition()).toBeNull();
            expect(await empty.readAll({ maxCount: 10 })).toEqual([]);
          } finally {
            await empty.close();
          }
        });
      }
    });

    describe('subscription to $all', () => {
      it('catches up from a position then goes live, with appends racing the switch', async () => {
        const prefix = uniqueStream('race');
        const ours = (event: RecordedEvent): boolean => event.streamId.startsWith(prefix);
        const appendedIds: string[] = [];
        let from: LogPosition | undefined;
        for (let n = 0; n < 10; n += 1) {
          const events = testEvents(2);
          const result = await store.append(`${prefix}-${String(n % 3)}`, events, 'any');
          appendedIds.push(...events.map((event) => event.id));
          if (n === 4) from = result.position;
        }

        const live = testEvents(60);
        const lastId = live[live.length - 1]?.id ?? '';
        const writer = (async () => {
          for (const [n, event] of live.entries()) {
            await store.append(`${prefix}-${String(n % 4)}`, [event], 'any');
            appendedIds.push(event.id);
            // Let the subscriber run between appends, so some land mid catch-up, some live.
            await new Promise((resolve) => setImmediate(resolve));
          }
        })();
        const subscription = store.subscribeToAll({ after: from });
        const [received] = await Promise.all([collectUntil(subscription, lastId, ours), writer]);

        // Appends are awaited one after another, so their order is the log order.
        expect(received.map((event) => event.id)).toEqual(appendedIds.slice(10));
        expect(received).toHaveLength(70);
        expectIncreasing(received.map((event) => event.position));
      });

      it('delivers an append made while the subscriber is idle at the head', async () => {
        const stream = uniqueStream('idle');
        const start = await store.headPosition();
        const subscription = store.subscribeToAll({ after: start ?? undefined });
        const iterator = subscription[Symbol.asyncIterator]();
        try {
          const pending = iterator.next();
          // Give the subscriber a turn to find nothing new and start waiting.
          await new Promise((resolve) => setImmediate(resolve));
          const event = testEvent('WhileIdle');
          await store.append(stream, [event], 'no_stream');

          let next = await pending;
          while (next.done !== true && next.value.streamId !== stream) next = await iterator.next();
          expect(next.done).toBe(false);
          expect(next.value).toMatchObject({ id: event.id, streamId: stream, revision: 0n });
        } finally {
          await subscription.close();
        }
      });

      it('close() ends a pending read and every later one', async () => {
        const start = await store.headPosition();
        const subscription = store.subscribeToAll({ after: start ?? undefined });
        const iterator = subscription[Symbol.asyncIterator]();
        const pending = iterator.next();

        await subscription.close();

        await expect(pending).resolves.toMatchObject({ done: true });
        await expect(iterator.next()).resolves.toMatchObject({ done: true });
      });

      it('closing the store ends its open subscriptions', async () => {
        const own = await open();
        await own.append(uniqueStream('closing'), [testEvent()], 'no_stream');
        const start = await own.headPosition();
        const subscription = own.subscribeToAll({ after: start ?? undefined });
        const pending = subscription[Symbol.asyncIterator]().next();

        await own.close();

        await expect(pending).resolves.toMatchObject({ done: true });
      });
    });
  });
}
