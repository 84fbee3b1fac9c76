import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SETTINGS_COLLECTION, type EventData, type EventType } from '@morphic/contracts/server';
import {
  formatPosition,
  type AllSubscription,
  type EventStore,
  type LogPosition,
  type ReadStore,
  type RecordedEvent,
} from '@morphic/stores';
import { SqliteEventStore } from '@morphic/stores';
import { MemoryReadStore } from '@morphic/stores';
import { notificationsProjection } from '../notifications/projection';
import { settingsProjection } from '../settings/projection';
import { defaultStreamOf, testMetadata } from '../testing/project';
import { CHECKPOINTS_COLLECTION, CheckpointStore } from './checkpoints';
import type { RuntimeLogger } from './logger';
import { defineProjection, type ProjectedEvent } from './projection';
import { ProjectionRunner, checkpointName, type RunnerOptions } from './runner';

interface Appended {
  readonly id: string;
  readonly position: LogPosition;
}

const at = (commit: number): LogPosition => ({ commit: BigInt(commit), prepare: BigInt(commit) });

async function append<T extends EventType>(
  store: EventStore,
  type: T,
  data: EventData<T>,
): Promise<Appended> {
  const id = randomUUID();
  const { position } = await store.append(
    defaultStreamOf(type, data),
    [{ id, type, data, metadata: testMetadata() }],
    'any',
  );
  return { id, position };
}

const cohort = (store: EventStore, name: string) => append(store, 'CurrentCohortSet', { name });

const notification = (store: EventStore, id: string) =>
  append(store, 'NotificationSent', {
    notification_id: id,
    recipient_id: 'op-ada',
    type: 'system',
    priority: 'medium',
    title: 'Hello',
    message: 'Welcome aboard',
    action_url: null,
  });

/** An event no projection of these tests handles. */
const reservation = (store: EventStore, value: string) =>
  append(store, 'IdentifierReserved', { kind: 'username', value, account_id: 'op-x' });

/**
 * A projection that records which events it applied (in this instance: a "restarted" runner
 * gets a new instance) and writes one document per event into its collection.
 */
function counting(
  name: string,
  options: {
    version?: number;
    failOn?: (event: ProjectedEvent<'CurrentCohortSet'>) => boolean;
  } = {},
) {
  const applied: string[] = [];
  const collection = `${name}_docs`;
  const version = options.version ?? 1;
  const record = async (event: ProjectedEvent, store: ReadStore, label: string) => {
    applied.push(event.id);
    await store
      .collection(collection)
      .replaceOne({ _id: event.id }, { _id: event.id, label, version }, { upsert: true });
  };
  const projection = defineProjection({
    name,
    version,
    collections: [collection],
    apply: {
      CurrentCohortSet: async (event, store) => {
        if (options.failOn?.(event)) throw new Error(`cannot apply cohort ${event.data.name}`);
        await record(event, store, event.data.name);
      },
      NotificationSent: (event, store) => record(event, store, event.data.notification_id),
    },
  });
  return { projection, applied, collection };
}

const mockLogger = () =>
  ({ info: jest.fn(), warn: jest.fn(), error: jest.fn() }) satisfies RuntimeLogger;

describe('ProjectionRunner', () => {
  let dataDir: string;
  let eventStore: SqliteEventStore;
  let readStore: MemoryReadStore;
  let runners: ProjectionRunner[];

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'morphic-runner-'));
    eventStore = SqliteEventStore.open({ dataDir });
    readStore = new MemoryReadStore();
    runners = [];
  });

  afterEach(async () => {
    for (const runner of runners) await runner.stop();
    await eventStore.close();
    await readStore.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A runner whose checkpoints are only written by stop(), unless a test says otherwise. */
  const runner = (
    projections: RunnerOptions['projections'],
    options: Partial<RunnerOptions> = {},
  ): ProjectionRunner => {
    const created = new ProjectionRunner({
      eventStore,
      readStore,
      projections,
      logger: mockLogger(),
      checkpointFlushMs: 60_000,
      resubscribeDelayMs: 0,
      ...options,
    });
    runners.push(created);
    return created;
  };

  const checkpointOf = async (name: string) => new CheckpointStore(readStore).load(name);
  const docsOf = (collection: string) => readStore.collection(collection).find({});

  it('applies the events in log order and resolves whenCaughtUp at the head seen at start', async () => {
    const first = await cohort(eventStore, 'Cohort 2');
    await reservation(eventStore, 'ada');
    const sent = await notification(eventStore, 'nt-1');
    const last = await cohort(eventStore, 'Cohort 3');
    const count = counting('count');
    const running = runner([count.projection, settingsProjection, notificationsProjection]);

    await running.start();
    await running.whenCaughtUp();

    expect(count.applied).toEqual([first.id, sent.id, last.id]);
    expect(await docsOf(SETTINGS_COLLECTION)).toEqual([
      expect.objectContaining({ current_cohort: { name: 'Cohort 3' } }),
    ]);
    expect(await docsOf('notifications')).toEqual([expect.objectContaining({ _id: 'nt-1' })]);
    expect(running.headAtStartPosition).toEqual(last.position);
    expect(running.progress.position).toEqual(last.position);
    expect(running.status()).toEqual(
      ['count', 'settings', 'notifications'].map((name) => ({
        name,
        version: expect.any(Number),
        position: formatPosition(last.position),
        state: 'live',
        error: null,
      })),
    );
  });

  it('is caught up at once on an empty log', async () => {
    const running = runner([counting('count').projection]);

    await running.start();
    await running.whenCaughtUp();

    expect(running.headAtStartPosition).toBeNull();
    expect(running.status()).toEqual([
      { name: 'count', version: 1, position: null, state: 'live', error: null },
    ]);
  });

  it('applies events appended after start; progress.waitFor resolves once they are in the read models', async () => {
    await cohort(eventStore, 'Cohort 2');
    const count = counting('count');
    const running = runner([count.projection, settingsProjection]);
    await running.start();
    await running.whenCaughtUp();

    const live = await cohort(eventStore, 'Live cohort');
    expect(await running.progress.waitFor(live.position, 5_000)).toBe(true);

    expect(count.applied).toContain(live.id);
    expect(await docsOf(SETTINGS_COLLECTION)).toEqual([
      expect.objectContaining({ current_cohort: { name: 'Live cohort' } }),
    ]);
    const more = [await notification(eventStore, 'nt-9'), await cohort(eventStore, 'Later')];
    expect(await running.progress.waitFor(more[1]?.position ?? at(0), 5_000)).toBe(true);
    expect(count.applied.slice(-2)).toEqual(more.map((event) => event.id));
  });

  it('saves checkpoints with the batch and on stop; a new runner over the same store resumes without re-applying', async () => {
    await cohort(eventStore, 'Cohort 2');
    const head = await notification(eventStore, 'nt-1');
    const before = counting('count');
    const first = runner([before.projection, settingsProjection]);
    await first.start();
    await first.whenCaughtUp();
    // Committed with the batch that applied the events, long before the flush interval.
    expect(await checkpointOf('count@v1')).toEqual({ version: 1, position: head.position });

    await first.stop();

    expect(await checkpointOf('count@v1')).toEqual({ version: 1, position: head.position });
    expect(await checkpointOf('settings@v1')).toEqual({ version: 1, position: head.position });
    expect(first.status().map((status) => status.state)).toEqual(['stopped', 'stopped']);

    const after = counting('count');
    const second = runner([after.projection, settingsProjection]);
    await second.start();
    await second.whenCaughtUp();
    expect(after.applied).toEqual([]);
    expect(await docsOf(after.collection)).toHaveLength(2); // kept, not dropped and rebuilt
    expect(second.progress.position).toEqual(head.position);

    const live = await cohort(eventStore, 'Cohort 3');
    expect(await second.progress.waitFor(live.position, 5_000)).toBe(true);
    expect(after.applied).toEqual([live.id]);
  });

  it('builds again, not resumes, when its checkpoint lies past the head of the log', async () => {
    // Read models kept from another log, longer than this one (the log file was replaced).
    const kept = counting('count');
    await new CheckpointStore(readStore).save('count@v1', { version: 1, position: at(50) });
    await readStore.collection(kept.collection).insertOne({ _id: 'from-another-log' });
    const first = await cohort(eventStore, 'Cohort 2');
    const logger = mockLogger();
    const running = runner([kept.projection], { logger });

    await running.start();
    await running.whenCaughtUp();

    expect(kept.applied).toEqual([first.id]);
    expect((await docsOf(kept.collection)).map((doc) => doc._id)).not.toContain('from-another-log');
    expect(await checkpointOf('count@v1')).toEqual({ version: 1, position: first.position });
    expect(logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ projection: 'count@v1' }),
      expect.stringContaining('past the head of the log'),
    );
  });

  it('saves checkpoints periodically while running', async () => {
    const head = await cohort(eventStore, 'Cohort 2');
    const running = runner([settingsProjection], { checkpointFlushMs: 5 });
    await running.start();
    await running.whenCaughtUp();

    // Wait on the checkpoint itself, never a fixed time.
    const checkpoints = readStore.collection(CHECKPOINTS_COLLECTION);
    while ((await checkpoints.count({ _id: 'settings@v1' })) === 0) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await checkpointOf('settings@v1')).toEqual({ version: 1, position: head.position });
  });

  it('rebuilds a projection whose version changed from the start, while the others keep their checkpoints', async () => {
    const events = [
      await cohort(eventStore, 'A'),
      await notification(eventStore, 'nt-1'),
      await cohort(eventStore, 'B'),
    ];
    const v1 = counting('changing', { version: 1 });
    const steady = counting('steady');
    const first = runner([v1.projection, steady.projection]);
    await first.start();
    await first.whenCaughtUp();
    await first.stop();
    await readStore
      .collection(v1.collection)
      .insertOne({ _id: 'left-over', label: 'written by v1 only', version: 1 });

    const v2 = counting('changing', { version: 2 });
    const steadyAgain = counting('steady');
    const second = runner([v2.projection, steadyAgain.projection]);
    await second.start();
    await second.whenCaughtUp();
    await second.stop();

    const ids = events.map((event) => event.id);
    expect(v2.applied).toEqual(ids);
    expect(steadyAgain.applied).toEqual([]);
    const rebuilt = await docsOf(v2.collection);
    expect(rebuilt.map((doc) => doc._id).sort()).toEqual([...ids].sort());
    expect(rebuilt.every((doc) => doc['version'] === 2)).toBe(true);
    const head = events[2]?.position ?? null;
    expect(await checkpointOf('changing@v2')).toEqual({ version: 2, position: head });
    expect(await checkpointOf('steady@v1')).toEqual({ version: 1, position: head });
  });

  it('rebuilds again when a version is rolled back: the other version’s checkpoint is forgotten', async () => {
    const event = await cohort(eventStore, 'A');
    for (const version of [1, 2]) {
      const run = runner([counting('changing', { version }).projection]);
      await run.start();
      await run.whenCaughtUp();
      await run.stop();
    }

    const rolledBack = counting('changing', { version: 1 });
    const third = runner([rolledBack.projection]);
    await third.start();
    await third.whenCaughtUp();

    expect(rolledBack.applied).toEqual([event.id]);
    expect((await docsOf(rolledBack.collection)).map((doc) => doc['version'])).toEqual([1]);
    expect(await checkpointOf('changing@v2')).toBeNull();
  });

  it('stops a projection that throws at that event, names it, and lets the others go on', async () => {
    const ok = await cohort(eventStore, 'fine');
    const boom = await cohort(eventStore, 'boom');
    const later = await cohort(eventStore, 'later');
    const sent = await notification(eventStore, 'nt-1');
    const logger = mockLogger();
    const failing = counting('fragile', { failOn: (event) => event.data.name === 'boom' });
    const other = counting('sturdy');
    const running = runner([failing.projection, other.projection, settingsProjection], { logger });

    await running.start();
    await running.whenCaughtUp();

    expect(failing.applied).toEqual([ok.id]);
    expect(other.applied).toEqual([ok.id, boom.id, later.id, sent.id]);
    expect(await docsOf(SETTINGS_COLLECTION)).toEqual([
      expect.objectContaining({ current_cohort: { name: 'later' } }),
    ]);
    const [fragile, sturdy, settings] = running.status();
    expect(fragile).toEqual({
      name: 'fragile',
      version: 1,
      position: formatPosition(ok.position),
      state: 'failed',
      error: `Stopped at event ${boom.id} (CurrentCohortSet) at position ${formatPosition(boom.position)}: cannot apply cohort boom`,
    });
    expect(sturdy?.state).toBe('live');
    expect(settings?.state).toBe('live');
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledWith(
      expect.objectContaining({
        projection: 'fragile@v1',
        eventId: boom.id,
        eventType: 'CurrentCohortSet',
        position: formatPosition(boom.position),
      }),
      expect.stringContaining(`stopped at event ${boom.id}`),
    );
    // The read models as a whole do not include the failed event: commands wait, then give up.
    expect(running.progress.position).toEqual(ok.position);
    expect(await running.progress.waitFor(boom.position, 25)).toBe(false);

    await running.stop();
    expect(running.status()[0]?.state).toBe('failed');
    expect(await checkpointOf('fragile@v1')).toEqual({ version: 1, position: ok.position });
    expect(await checkpointOf('sturdy@v1')).toEqual({ version: 1, position: sent.position });

    // Restart with the projection fixed: it resumes at the event it failed on, skipping nothing.
    const fixed = counting('fragile');
    const sturdyAgain = counting('sturdy');
    const restarted = runner([fixed.projection, sturdyAgain.projection, settingsProjection]);
    await restarted.start();
    await restarted.whenCaughtUp();

    expect(fixed.applied).toEqual([boom.id, later.id, sent.id]);
    expect(sturdyAgain.applied).toEqual([]);
    expect(
      restarted.status().map((status) => [status.name, status.state, status.position]),
    ).toEqual(
      ['fragile', 'sturdy', 'settings'].map((name) => [
        name,
        'live',
        formatPosition(sent.position),
      ]),
    );
    expect(restarted.progress.position).toEqual(sent.position);
  });

  it('stops the projections handling an event the catalogue does not accept, rather than skipping it', async () => {
    await cohort(eventStore, 'fine');
    const malformed = randomUUID();
    const { position } = await eventStore.append(
      'settings-platform',
      [{ id: malformed, type: 'CurrentCohortSet', data: { name: 42 }, metadata: testMetadata() }],
      'any',
    );
    await notification(eventStore, 'nt-1');
    const count = counting('count');
    const running = runner([count.projection, settingsProjection, notificationsProjection]);

    await running.start();
    await running.whenCaughtUp();

    expect(running.status().map((status) => [status.name, status.state])).toEqual([
      ['count', 'failed'],
      ['settings', 'failed'],
      ['notifications', 'live'],
    ]);
    expect(running.status()[1]?.error).toContain(
      `Stopped at event ${malformed} (CurrentCohortSet) at position ${formatPosition(position)}`,
    );
    expect(running.status()[1]?.error).toContain('does not match the catalogue');
  });

  describe('when the $all subscription breaks', () => {
    /** Delegates to the real store; its first subscription fails (or ends) after `after` events. */
    function breakingOnce(
      how: 'throws' | 'ends',
      after: number,
    ): EventStore & { subscribed: number } {
      const wrapper = {
        subscribed: 0,
        append: eventStore.append.bind(eventStore),
        appendToStreams: eventStore.appendToStreams.bind(eventStore),
        readStream: eventStore.readStream.bind(eventStore),
        readAll: eventStore.readAll.bind(eventStore),
        headPosition: eventStore.headPosition.bind(eventStore),
        close: eventStore.close.bind(eventStore),
        subscribeToAll(options?: { after?: LogPosition }): AllSubscription {
          wrapper.subscribed += 1;
          const inner = eventStore.subscribeToAll(options);
          if (wrapper.subscribed > 1) return inner;
          const iterator = inner[Symbol.asyncIterator]();
          let delivered = 0;
          return {
            close: () => inner.close(),
            [Symbol.asyncIterator]: () => ({
              next: async (): Promise<IteratorResult<RecordedEvent>> => {
                if (delivered === after) {
                  if (how === 'throws') throw new Error('connection reset');
                  return { done: true, value: undefined };
                }
                delivered += 1;
                return iterator.next();
              },
            }),
          };
        },
      };
      return wrapper;
    }

    it.each(['throws', 'ends'] as const)(
      'logs it and resubscribes from the checkpoints when it %s',
      async (how) => {
        const events = [
          await cohort(eventStore, 'A'),
          await cohort(eventStore, 'B'),
          await cohort(eventStore, 'C'),
        ];
        const logger = mockLogger();
        const breaking = breakingOnce(how, 2);
        const count = counting('count');
        const running = runner([count.projection], { eventStore: breaking, logger });

        await running.start();
        await running.whenCaughtUp();
        const live = await cohort(eventStore, 'D');
        expect(await running.progress.waitFor(live.position, 5_000)).toBe(true);

        expect(count.applied).toEqual([...events, live].map((event) => event.id));
        expect(breaking.subscribed).toBe(2);
        expect(logger.error).toHaveBeenCalledWith(
          expect.anything(),
          expect.stringContaining('resubscribing'),
        );
        expect(running.status()[0]?.state).toBe('live');
      },
    );
  });

  it('names checkpoints after the projection and its version', () => {
    expect(checkpointName(settingsProjection)).toBe('settings@v1');
  });
});
