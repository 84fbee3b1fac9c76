import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SETTINGS_COLLECTION, type EventData, type EventType } from '@morphic/contracts/server';
import { SqliteEventStore } from '@morphic/stores';
import { MemoryReadStore } from '@morphic/stores';
import { settingsProjection } from '../settings/projection';
import { defaultStreamOf, testMetadata } from '../testing/project';
import { CheckpointStore } from './checkpoints';
import { silentLogger } from './logger';
import { defineProjection } from './projection';
import type { CatchUpProgress } from './progress-meter';
import { rebuildProjections } from './rebuild';

function counting(name: string, failOn?: string) {
  const applied: string[] = [];
  const projection = defineProjection({
    name,
    version: 1,
    collections: [`${name}_docs`],
    apply: {
      CurrentCohortSet: async (event, store) => {
        if (event.data.name === failOn) throw new Error(`cannot apply cohort ${failOn}`);
        applied.push(event.id);
        await store
          .collection(`${name}_docs`)
          .replaceOne(
            { _id: event.id },
            { _id: event.id, cohort: event.data.name },
            { upsert: true },
          );
      },
    },
  });
  return { projection, applied };
}

describe('rebuildProjections', () => {
  let dataDir: string;
  let eventStore: SqliteEventStore;
  let readStore: MemoryReadStore;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'morphic-rebuild-'));
    eventStore = SqliteEventStore.open({ dataDir });
    readStore = new MemoryReadStore();
  });

  afterEach(async () => {
    await eventStore.close();
    await readStore.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function append<T extends EventType>(type: T, data: EventData<T>) {
    const id = randomUUID();
    const { position } = await eventStore.append(
      defaultStreamOf(type, data),
      [{ id, type, data, metadata: testMetadata() }],
      'any',
    );
    return { id, position };
  }

  it('drops the read models and replays the whole log, even when the checkpoints are at the head', async () => {
    const events = [
      await append('CurrentCohortSet', { name: 'A' }),
      await append('IdentifierReserved', { kind: 'email', value: 'a@x.io', account_id: 'op-1' }),
      await append('CurrentCohortSet', { name: 'B' }),
    ];
    const head = events[2]?.position ?? null;
    const checkpoints = new CheckpointStore(readStore);
    await checkpoints.save('count@v1', { version: 1, position: head });
    await checkpoints.save('settings@v1', { version: 1, position: head });
    await readStore
      .collection('count_docs')
      .insertOne({ _id: 'stale', cohort: 'not from the log' });
    const count = counting('count');

    const result = await rebuildProjections({
      eventStore,
      readStore,
      projections: [count.projection, settingsProjection],
      logger: silentLogger,
    });

    expect(count.applied).toEqual([events[0]?.id, events[2]?.id]);
    expect(
      (await readStore.collection('count_docs').find({})).map((doc) => doc._id).sort(),
    ).toEqual([events[0]?.id, events[2]?.id].sort());
    expect(await readStore.collection(SETTINGS_COLLECTION).find({})).toEqual([
      expect.objectContaining({ current_cohort: { name: 'B' } }),
    ]);
    expect(await checkpoints.load('count@v1')).toEqual({ version: 1, position: head });
    expect(await checkpoints.load('settings@v1')).toEqual({ version: 1, position: head });
    expect(result.events).toBe(3);
    expect(result.seconds).toBeGreaterThanOrEqual(0);
  });

  it('reports progress: events done, rate, the fraction of the log reaching 1, and the time left', async () => {
    for (const name of ['A', 'B', 'C', 'D']) await append('CurrentCohortSet', { name });
    const reports: CatchUpProgress[] = [];

    await rebuildProjections({
      eventStore,
      readStore,
      projections: [settingsProjection],
      logger: silentLogger,
      onProgress: (progress) => reports.push(progress),
    });

    const first = reports[0];
    const last = reports[reports.length - 1];
    expect(first).toEqual({
      events: 1,
      eventsPerSecond: expect.any(Number),
      fraction: 0.25,
      etaSeconds: expect.any(Number),
    });
    expect(first?.etaSeconds).toBeGreaterThanOrEqual(0);
    expect(last).toEqual({
      events: 4,
      eventsPerSecond: expect.any(Number),
      fraction: 1,
      etaSeconds: 0,
    });
    expect(last?.eventsPerSecond).toBeGreaterThan(0);
    const fractions = reports.map((report) => report.fraction);
    expect([...fractions].sort((a, b) => a - b)).toEqual(fractions);
  });

  it('does nothing on an empty log', async () => {
    const result = await rebuildProjections({
      eventStore,
      readStore,
      projections: [settingsProjection],
      logger: silentLogger,
    });

    expect(result.events).toBe(0);
    expect(await readStore.collection(SETTINGS_COLLECTION).count()).toBe(0);
  });

  it('throws naming the projection and the event it failed on, after rebuilding the others', async () => {
    await append('CurrentCohortSet', { name: 'fine' });
    const boom = await append('CurrentCohortSet', { name: 'boom' });
    await append('CurrentCohortSet', { name: 'after' });
    const failing = counting('fragile', 'boom');

    const rebuilding = rebuildProjections({
      eventStore,
      readStore,
      projections: [failing.projection, settingsProjection],
      logger: silentLogger,
    });

    await expect(rebuilding).rejects.toThrow(
      `fragile: Stopped at event ${boom.id} (CurrentCohortSet) at position ${boom.position.commit}: cannot apply cohort boom`,
    );
    await expect(rebuilding).rejects.not.toThrow(/settings/);
    expect(await readStore.collection(SETTINGS_COLLECTION).find({})).toEqual([
      expect.objectContaining({ current_cohort: { name: 'after' } }),
    ]);
  });
});
