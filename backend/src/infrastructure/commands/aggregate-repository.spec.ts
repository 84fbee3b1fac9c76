import { WrongExpectedRevisionError, type EventStore } from '@morphic/stores';
import type { EventOfType } from '@morphic/contracts/server';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { settingsDecider } from '../../modules/platform/settings/settings.decider';
import { SqliteEventStore } from '@morphic/stores';
import { AggregateRepository } from './aggregate-repository';
import { systemContext, type IdempotencyScope } from './command-context';
import { createOnceDecider } from './create-once.decider';
import { DomainRuleViolation } from './decider';

/** The revision each later `readStream` call on the store starts from (undefined: the start). */
function readsFrom(store: EventStore): (bigint | undefined)[] {
  const reads: (bigint | undefined)[] = [];
  const readStream = store.readStream.bind(store);
  store.readStream = (streamId, options) => {
    reads.push(options?.fromRevision);
    return readStream(streamId, options);
  };
  return reads;
}

describe('AggregateRepository', () => {
  let dataDir: string;
  let store: SqliteEventStore;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'morphic-aggregates-'));
    store = SqliteEventStore.open({ dataDir });
  });
  afterEach(async () => {
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('appends the decided events with the expected revision and the command context as metadata', async () => {
    const repository = new AggregateRepository(store);
    const context = {
      ...systemContext('corr-1'),
      actorId: 'admin-1',
      actorRole: 'admin' as const,
      ip: '10.0.0.1',
    };
    const outcome = await repository.execute(
      'settings-platform',
      settingsDecider,
      { kind: 'SetCurrentCohort', name: 'Cohort 2' },
      context,
    );
    expect(outcome.state.cohortName).toBe('Cohort 2');
    const [event] = await store.readStream('settings-platform');
    expect(event?.position).toEqual(outcome.position);
    expect(event?.metadata).toMatchObject({
      actorId: 'admin-1',
      actorRole: 'admin',
      correlationId: 'corr-1',
      ip: '10.0.0.1',
    });
  });

  it('re-reads and decides again when another writer appended first', async () => {
    let raced = false;
    const racing: EventStore = Object.create(store) as EventStore;
    racing.appendToStreams = async (writes) => {
      if (!raced) {
        raced = true;
        // Another writer turns the notice off between our read and our append.
        await new AggregateRepository(store).execute(
          'settings-platform',
          settingsDecider,
          { kind: 'SetOperatorsUnderConstruction', enabled: false },
          systemContext(),
        );
      }
      return store.appendToStreams(writes);
    };
    const outcome = await new AggregateRepository(racing).execute(
      'settings-platform',
      settingsDecider,
      { kind: 'SetCurrentCohort', name: 'Cohort 3' },
      systemContext(),
    );
    expect(outcome.state).toEqual({ cohortName: 'Cohort 3', underConstruction: false });
    expect((await store.readStream('settings-platform')).map((e) => e.type)).toEqual([
      'OperatorsUnderConstructionSet',
      'CurrentCohortSet',
    ]);
  });

  it('gives up with the conflict after repeated races', async () => {
    const alwaysConflicting: EventStore = Object.create(store) as EventStore;
    alwaysConflicting.appendToStreams = (writes) =>
      Promise.reject(new WrongExpectedRevisionError(writes[0]?.streamId ?? '', 'no_stream', 0n));
    await expect(
      new AggregateRepository(alwaysConflicting).execute(
        'settings-platform',
        settingsDecider,
        { kind: 'SetCurrentCohort', name: 'Cohort 4' },
        systemContext(),
      ),
    ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
  });

  it('reads only the events appended since the state it folded last time', async () => {
    const repository = new AggregateRepository(store);
    const reads = readsFrom(store);
    const set = (name: string) =>
      repository.execute(
        'settings-platform',
        settingsDecider,
        { kind: 'SetCurrentCohort', name },
        systemContext(),
      );
    await set('A');
    await set('B');
    // Someone else (another process) appends: the next command must still see it.
    await new AggregateRepository(store).execute(
      'settings-platform',
      settingsDecider,
      { kind: 'SetOperatorsUnderConstruction', enabled: true },
      systemContext(),
    );
    const outcome = await set('C');
    expect(outcome.state).toEqual({ cohortName: 'C', underConstruction: true });
    expect(reads).toEqual([undefined, 1n, undefined, 2n]);
  });

  it('shares folded state between deciders that fold the stream with the same evolve', async () => {
    const repository = new AggregateRepository(store);
    const reads = readsFrom(store);
    const cohortOnly: typeof settingsDecider = {
      ...settingsDecider,
      decide: (command, state) =>
        command.kind === 'SetCurrentCohort' ? settingsDecider.decide(command, state) : [],
    };
    await repository.execute(
      'settings-platform',
      settingsDecider,
      { kind: 'SetOperatorsUnderConstruction', enabled: false },
      systemContext(),
    );
    const outcome = await repository.execute(
      'settings-platform',
      cohortOnly,
      { kind: 'SetCurrentCohort', name: 'Shared' },
      systemContext(),
    );
    expect(outcome.state).toEqual({ cohortName: 'Shared', underConstruction: false });
    expect(reads).toEqual([undefined, 1n]);
  });

  it('keeps no folded state for a decider that opts out: every command reads the whole stream', async () => {
    const repository = new AggregateRepository(store);
    const reads = readsFrom(store);
    const decider = createOnceDecider<EventOfType<'CurrentCohortSet'>>('Already set');
    const create = () =>
      repository.execute(
        'cohort-once',
        decider,
        { event: { type: 'CurrentCohortSet', data: { name: 'A' } } },
        systemContext(),
      );
    await create();
    await expect(create()).rejects.toThrow(new DomainRuleViolation('conflict', 'Already set'));
    expect((await repository.load('cohort-once', decider)).state).toEqual({ exists: true });
    expect(reads).toEqual([undefined, undefined, undefined]);
  });

  it('appends nothing when the decider decides nothing', async () => {
    const outcome = await new AggregateRepository(store).execute(
      'settings-platform',
      settingsDecider,
      { kind: 'SetCurrentCohort', name: 'Genesis Cohort' },
      systemContext(),
    );
    expect(outcome.position).toBeNull();
    expect(await store.headPosition()).toBeNull();
  });

  describe('a decision over several streams', () => {
    const cohortOnce = createOnceDecider<EventOfType<'CurrentCohortSet'>>('Already set');
    const created = (name: string) => ({
      event: { type: 'CurrentCohortSet' as const, data: { name } },
    });
    const scopeFor = (streamId: string): IdempotencyScope => ({
      streamId,
      settled: false,
      replayed: false,
    });

    it('appends everything it decided in one append, and nothing when a step is refused', async () => {
      const repository = new AggregateRepository(store);
      const outcome = await repository.decide(systemContext(), async (streams) => {
        await streams.decide('cohort-a', cohortOnce, created('A'));
        await streams.decide('cohort-b', cohortOnce, created('B'));
        return { made: 2 };
      });
      const events = await store.readAll({ maxCount: 10 });
      expect(events.map((event) => event.streamId)).toEqual(['cohort-a', 'cohort-b']);
      expect(outcome).toEqual({ made: 2, position: events[1]?.position });

      await expect(
        repository.decide(systemContext(), async (streams) => {
          await streams.decide('cohort-c', cohortOnce, created('C'));
          await streams.decide('cohort-a', cohortOnce, created('A again'));
          return {};
        }),
      ).rejects.toThrow(new DomainRuleViolation('conflict', 'Already set'));
      expect(await store.readStream('cohort-c')).toEqual([]);
    });

    it('reads a stream with the events it has already decided on it', async () => {
      const seen = await new AggregateRepository(store).decide(systemContext(), async (streams) => {
        await streams.decide('settings-platform', settingsDecider, {
          kind: 'SetCurrentCohort',
          name: 'Cohort 5',
        });
        return { state: await streams.read('settings-platform', settingsDecider) };
      });
      expect(seen.state.cohortName).toBe('Cohort 5');
    });

    it('records its outcome under an Idempotency-Key in the same append; a retry replays it', async () => {
      const repository = new AggregateRepository(store);
      const first = scopeFor('idempotency-k1');
      const outcome = await repository.decide(
        { ...systemContext(), idempotency: first },
        (streams) => {
          streams.append('cohort-x', [created('X').event], 'no_stream');
          return { cohort: 'X' };
        },
      );
      expect(first).toEqual({ streamId: 'idempotency-k1', settled: true, replayed: false });
      const [event, record] = await store.readAll({ maxCount: 10 });
      expect(record).toMatchObject({
        streamId: 'idempotency-k1',
        type: 'CommandOutcomeRecorded',
        data: { outcome: { cohort: 'X' } },
        recordedAt: event?.recordedAt,
      });
      expect(outcome.position).toEqual(record?.position);

      const retry = scopeFor('idempotency-k1');
      const decideAgain = jest.fn(() => ({ cohort: 'Y' }));
      const replayed = await repository.decide(
        { ...systemContext(), idempotency: retry },
        decideAgain,
      );
      expect(decideAgain).not.toHaveBeenCalled();
      expect(replayed).toEqual(outcome);
      expect(retry.replayed).toBe(true);
      expect(await store.readAll({ maxCount: 10 })).toHaveLength(2);
    });

    it('of two processes deciding under one key, the later append replays the first outcome', async () => {
      const other = new AggregateRepository(store);
      const racing: EventStore = Object.create(store) as EventStore;
      let raced = false;
      racing.appendToStreams = async (writes) => {
        if (!raced) {
          raced = true;
          await other.decide(
            { ...systemContext(), idempotency: scopeFor('idempotency-k2') },
            (streams) => {
              streams.append('cohort-first', [created('first').event], 'no_stream');
              return { cohort: 'first' };
            },
          );
        }
        return store.appendToStreams(writes);
      };
      const scope = scopeFor('idempotency-k2');
      const outcome = await new AggregateRepository(racing).decide(
        { ...systemContext(), idempotency: scope },
        (streams) => {
          streams.append('cohort-second', [created('second').event], 'no_stream');
          return { cohort: 'second' };
        },
      );
      expect(outcome).toMatchObject({ cohort: 'first' });
      expect(scope.replayed).toBe(true);
      expect(await store.readStream('cohort-second')).toEqual([]);
    });

    it('names the events after a key when asked: running the same step again writes nothing', async () => {
      const repository = new AggregateRepository(store);
      const step = () =>
        repository.decide(
          systemContext(),
          (streams) => {
            streams.append('notification-n1', [created('N').event], 'any');
            return {};
          },
          { eventIdsFrom: 'reactor:test:cause-1' },
        );
      const first = await step();
      const second = await step();
      expect(second.position).toEqual(first.position);
      expect(await store.readStream('notification-n1')).toHaveLength(1);
    });
  });
});
