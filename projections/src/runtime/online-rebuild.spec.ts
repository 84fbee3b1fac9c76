import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ProjectionRebuildProgress } from '@morphic/contracts';
import { SETTINGS_COLLECTION, type EventData, type EventType } from '@morphic/contracts/server';
import { GenerationalReadStore, MemoryReadStore, SqliteEventStore } from '@morphic/stores';
import { settingsProjection } from '../settings/projection';
import { defaultStreamOf, testMetadata } from '../testing/project';
import { silentLogger } from './logger';
import { OnlineRebuilds, RebuildRunningError, UnknownProjectionError } from './online-rebuild';
import { defineProjection } from './projection';
import { ProjectionRunner } from './runner';

/** A cohort the projection refuses while `refusing` holds: a fault a rebuild no longer meets. */
interface Fault {
  readonly cohort: string;
  refusing: boolean;
  /** Resolves once the projection has refused the cohort. */
  readonly refused: Promise<void>;
}

function fault(cohort: string): Fault & { refuse(): void } {
  let refuse!: () => void;
  const refused = new Promise<void>((resolve) => (refuse = resolve));
  return { cohort, refusing: true, refused, refuse };
}

/**
 * Keeps one document per cohort event; its setup fails from the `failSetupFrom`th call on, and
 * it throws on the faulty cohort while the fault refuses it.
 */
function cohorts(failSetupFrom = Infinity, faulty?: ReturnType<typeof fault>) {
  let setups = 0;
  return defineProjection({
    name: 'cohorts',
    version: 1,
    collections: ['cohort_docs'],
    apply: {
      CurrentCohortSet: async (event, store) => {
        if (faulty?.refusing && event.data.name === faulty.cohort) {
          faulty.refuse();
          throw new Error(`cannot take cohort ${faulty.cohort}`);
        }
        await store
          .collection('cohort_docs')
          .replaceOne(
            { _id: event.id },
            { _id: event.id, cohort: event.data.name },
            { upsert: true },
          );
      },
    },
    setup: async (store) => {
      setups += 1;
      if (setups >= failSetupFrom) throw new Error('cannot index cohorts');
      await store.collection('cohort_docs').createIndex({ keys: { cohort: 1 } });
    },
  });
}

describe('OnlineRebuilds', () => {
  let dataDir: string;
  let eventStore: SqliteEventStore;
  let inner: MemoryReadStore;
  let readStore: GenerationalReadStore;
  let runner: ProjectionRunner;
  let rebuilds: OnlineRebuilds;
  let reports: ProjectionRebuildProgress[];

  async function append<T extends EventType>(type: T, data: EventData<T>) {
    const id = randomUUID();
    const { position } = await eventStore.append(
      defaultStreamOf(type, data),
      [{ id, type, data, metadata: testMetadata() }],
      'any',
    );
    return { id, position };
  }

  async function start(projection = cohorts(), pageSize = 2): Promise<void> {
    runner = new ProjectionRunner({
      eventStore,
      readStore,
      projections: [projection, settingsProjection],
      logger: silentLogger,
    });
    await runner.start();
    await runner.whenCaughtUp();
    rebuilds = new OnlineRebuilds({
      eventStore,
      readStore,
      runner,
      projections: [projection, settingsProjection],
      logger: silentLogger,
      onProgress: (progress) => reports.push(progress),
      reportMs: 0,
      pageSize,
    });
  }

  const cohortIds = async (): Promise<string[]> =>
    (await readStore.collection('cohort_docs').find({}, { sort: { _id: 1 } })).map((d) => d._id);

  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'morphic-online-rebuild-'));
    eventStore = SqliteEventStore.open({ dataDir });
    inner = new MemoryReadStore();
    readStore = await GenerationalReadStore.open(inner);
    reports = [];
  });

  afterEach(async () => {
    await rebuilds.stop();
    await runner.stop();
    await eventStore.close();
    await readStore.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('builds the next generation beside the live one, switches over and keeps following the log', async () => {
    const before = [];
    for (const name of ['A', 'B', 'C', 'D', 'E'])
      before.push(await append('CurrentCohortSet', { name }));
    await start();
    // A document no event explains: the rebuild must leave it behind.
    await readStore
      .collection('cohort_docs')
      .insertOne({ _id: 'stale', cohort: 'not from the log' });

    rebuilds.start('cohorts');
    // Reads answer from the live generation while the new one is built.
    expect(await cohortIds()).toContain('stale');
    const during = await append('CurrentCohortSet', { name: 'during' });
    await rebuilds.whenSettled('cohorts');
    const after = await append('CurrentCohortSet', { name: 'after' });
    await runner.progress.waitFor(after.position);

    const expected = [...before, during, after].map((event) => event.id).sort();
    expect(await cohortIds()).toEqual(expected);
    expect(readStore.physicalName('cohort_docs')).toBe('cohort_docs__g1');
    const physical = await inner.listCollections();
    expect(physical).toContain('cohort_docs__g1');
    expect(physical).not.toContain('cohort_docs');
    // The other projection's collections were never touched.
    expect(readStore.physicalName(SETTINGS_COLLECTION)).toBe(SETTINGS_COLLECTION);
    expect(rebuilds.progressOf('cohorts')).toMatchObject({
      state: 'idle',
      generation: 1,
      fraction: 1,
      eta_seconds: 0,
      error: null,
      finished_at: expect.any(String),
    });
  });

  it('reports rebuilding with growing events, then switching, then idle', async () => {
    for (const name of ['A', 'B', 'C', 'D', 'E', 'F']) await append('CurrentCohortSet', { name });
    await start();

    rebuilds.start('cohorts');
    await rebuilds.whenSettled('cohorts');

    const states = reports.map((report) => report.state);
    expect(states[0]).toBe('rebuilding');
    expect(states.slice(-2)).toEqual(['switching', 'idle']);
    const events = reports.filter((r) => r.state === 'rebuilding').map((r) => r.events);
    expect(events.length).toBeGreaterThan(2);
    expect([...events].sort((a, b) => a - b)).toEqual(events);
    expect(reports[reports.length - 1]?.events).toBe(6);
    expect(reports.every((report) => report.projection === 'cohorts')).toBe(true);
  });

  it('runs one rebuild per projection at a time and refuses an unknown projection', async () => {
    for (const name of ['A', 'B', 'C']) await append('CurrentCohortSet', { name });
    await start();

    rebuilds.start('cohorts');
    expect(() => rebuilds.start('cohorts')).toThrow(RebuildRunningError);
    expect(() => rebuilds.start('nope')).toThrow(UnknownProjectionError);
    expect(rebuilds.isRunning('cohorts')).toBe(true);
    await rebuilds.whenSettled('cohorts');
    expect(rebuilds.isRunning('cohorts')).toBe(false);

    rebuilds.start('cohorts');
    await rebuilds.whenSettled('cohorts');
    expect(readStore.physicalName('cohort_docs')).toBe('cohort_docs__g2');
    expect(await inner.listCollections()).not.toContain('cohort_docs__g1');
  });

  it('rebuilds a projection an error stopped: it takes the events it skipped and follows the log again', async () => {
    const faulty = fault('poison');
    const before = [await append('CurrentCohortSet', { name: 'A' })];
    await start(cohorts(Infinity, faulty));
    before.push(await append('CurrentCohortSet', { name: 'poison' }));
    await faulty.refused;
    // Applying goes one event at a time: once this section runs, the runner has marked the failure.
    await runner.exclusive(async () => undefined);
    expect(runner.status().find((s) => s.name === 'cohorts')?.state).toBe('failed');
    before.push(await append('CurrentCohortSet', { name: 'skipped' }));
    faulty.refusing = false;

    rebuilds.start('cohorts');
    await rebuilds.whenSettled('cohorts');

    expect(rebuilds.progressOf('cohorts')).toMatchObject({ state: 'idle', error: null });
    expect(runner.status().find((s) => s.name === 'cohorts')).toMatchObject({ error: null });
    expect(runner.status().find((s) => s.name === 'cohorts')?.state).not.toBe('failed');
    const after = await append('CurrentCohortSet', { name: 'after' });
    await runner.progress.waitFor(after.position);
    expect(await cohortIds()).toEqual([...before, after].map((event) => event.id).sort());
  });

  it('drops the new generation and keeps the live one when the rebuild fails', async () => {
    await append('CurrentCohortSet', { name: 'A' });
    await append('CurrentCohortSet', { name: 'B' });
    await start(cohorts(2));
    const live = await cohortIds();

    rebuilds.start('cohorts');
    await rebuilds.whenSettled('cohorts');

    expect(rebuilds.progressOf('cohorts')).toMatchObject({
      state: 'failed',
      error: 'cannot index cohorts',
    });
    expect(readStore.physicalName('cohort_docs')).toBe('cohort_docs');
    expect(await inner.listCollections()).not.toContain('cohort_docs__g1');
    expect(await cohortIds()).toEqual(live);
    expect(live).toHaveLength(2);
  });
});
