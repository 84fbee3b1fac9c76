import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { RecordedEvent } from './event-store.port';
import { createEventStore } from './create-event-store';
import { describeEventStoreContract, testEvent } from './event-store.contract';
import { KurrentEventStore } from './kurrent-event-store';
import {
  EventIdConflictError,
  SqliteEventStore,
  type SqliteEventStoreOptions,
} from './sqlite-event-store';

const root = mkdtempSync(join(tmpdir(), 'morphic-event-store-'));
let files = 0;

function sqliteFile(): string {
  files += 1;
  return join(root, `events-${String(files)}.sqlite`);
}

function openSqlite(options: SqliteEventStoreOptions = {}): SqliteEventStore {
  return SqliteEventStore.open({ file: sqliteFile(), ...options });
}

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describeEventStoreContract('SqliteEventStore', () => Promise.resolve(openSqlite()), {
  exclusiveLog: true,
});

// Tiny catch-up batches make the subscription switch batches many times while appends race it.
describeEventStoreContract(
  'SqliteEventStore, 3-event catch-up batches',
  () => Promise.resolve(openSqlite({ subscriptionBatchSize: 3 })),
  { exclusiveLog: true },
);

const eventStoreUrl = process.env.EVENTSTORE_URL;
if (eventStoreUrl) {
  describeEventStoreContract(
    'KurrentEventStore',
    () => Promise.resolve(KurrentEventStore.connect(eventStoreUrl)),
    { exclusiveLog: false },
  );
} else {
  describe.skip('EventStore contract: KurrentEventStore (set EVENTSTORE_URL to run it)', () => {
    it('needs a KurrentDB server', () => undefined);
  });
}

const repoRoot = resolve(__dirname, '../../..');
const adapterPath = join(__dirname, 'sqlite-event-store.ts');

interface ChildOutcome {
  readonly stdout: string;
  readonly stderr: string;
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

/**
 * Runs `body` in a separate Node process that has `SqliteEventStore` (the real adapter, loaded
 * through tsx, which resolves `@morphic/contracts` to its sources).
 */
function runChild(body: string, args: readonly string[]): Promise<ChildOutcome> {
  const script = `const { SqliteEventStore } = require(${JSON.stringify(adapterPath)});
const [file, ...args] = process.argv.slice(1);
(async () => { ${body} })().catch((error) => { console.error(error); process.exit(1); });`;
  return new Promise((done, fail) => {
    // tsx with the repo's check config resolves @morphic/contracts to its sources, so the
    // child needs no build.
    const child = spawn(process.execPath, ['--require', 'tsx/cjs', '-e', script, ...args], {
      cwd: repoRoot,
      env: { ...process.env, TSX_TSCONFIG_PATH: join(repoRoot, 'tsconfig.check.json') },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', fail);
    child.on('close', (code, signal) => done({ stdout, stderr, code, signal }));
  });
}

describe('SqliteEventStore', () => {
  it('keeps events, revisions and positions across a restart', async () => {
    const file = sqliteFile();
    const first = SqliteEventStore.open({ file });
    await first.append('order-1', [testEvent('A'), testEvent('B')], 'no_stream');
    await first.append('order-2', [testEvent('C')], 'no_stream');
    const before = await first.readAll({ maxCount: 100 });
    await first.close();

    const reopened = SqliteEventStore.open({ file });
    try {
      expect(await reopened.readAll({ maxCount: 100 })).toEqual(before);
      expect(await reopened.headPosition()).toEqual(before[2]?.position);

      const next = await reopened.append('order-1', [testEvent('D')], 1n);
      expect(next.nextRevision).toBe(2n);
      expect(next.position.commit).toBe(4n);

      const subscription = reopened.subscribeToAll();
      const received: RecordedEvent[] = [];
      for await (const event of subscription) {
        received.push(event);
        if (received.length === 4) break;
      }
      expect(received.map((event) => event.type)).toEqual(['A', 'B', 'C', 'D']);
    } finally {
      await reopened.close();
    }
  });

  it('opens <dataDir>/events.sqlite, creating the directory', async () => {
    const dataDir = join(root, 'nested', 'data');
    const store = await createEventStore({ dataDir });
    await store.append('created', [testEvent()], 'no_stream');
    await store.close();

    const reopened = SqliteEventStore.open({ file: join(dataDir, 'events.sqlite') });
    expect(await reopened.readStream('created')).toHaveLength(1);
    await reopened.close();
  });

  it('runs in WAL mode with synchronous=FULL', async () => {
    const store = openSqlite();
    expect(store.durabilitySettings()).toEqual({ journalMode: 'wal', synchronous: 'full' });
    await store.close();
  });

  it('rejects a batch of which only some events are stored, writing nothing', async () => {
    const store = openSqlite();
    try {
      const stored = testEvent();
      await store.append('partial', [stored], 'no_stream');

      await expect(store.append('partial', [stored, testEvent()], 'any')).rejects.toBeInstanceOf(
        EventIdConflictError,
      );
      await expect(store.append('partial', [testEvent(), stored], 'any')).rejects.toBeInstanceOf(
        EventIdConflictError,
      );
      await expect(store.append('elsewhere', [stored], 'any')).rejects.toBeInstanceOf(
        EventIdConflictError,
      );
      const repeated = testEvent();
      await expect(store.append('repeated', [repeated, repeated], 'any')).rejects.toBeInstanceOf(
        EventIdConflictError,
      );

      expect((await store.readAll({ maxCount: 10 })).map((event) => event.id)).toEqual([stored.id]);
    } finally {
      await store.close();
    }
  });

  it('writes the appends asked for just before closing', async () => {
    const file = sqliteFile();
    const store = SqliteEventStore.open({ file });
    const appended = store.append('closing', [testEvent()], 'no_stream');
    await store.close();
    await expect(appended).resolves.toMatchObject({ nextRevision: 0n });

    const reopened = SqliteEventStore.open({ file });
    try {
      expect(await reopened.readStream('closing')).toHaveLength(1);
    } finally {
      await reopened.close();
    }
  });

  it('reads a batch once for the subscribers waiting at the same position', async () => {
    const store = openSqlite();
    const first = store.subscribeToAll()[Symbol.asyncIterator]();
    const second = store.subscribeToAll()[Symbol.asyncIterator]();
    try {
      const waiting = Promise.all([first.next(), second.next()]);
      await store.append('shared', [testEvent()], 'no_stream');

      const [a, b] = await waiting;
      expect(a.value).toBeDefined();
      expect(a.value).toBe(b.value);
    } finally {
      await store.close();
    }
  });

  it('keeps an acknowledged append when the process is killed right after it', async () => {
    const file = sqliteFile();
    const setup = SqliteEventStore.open({ file });
    await setup.append('crash', [testEvent('BeforeCrash')], 'no_stream');
    await setup.close();

    // The child appends through the real adapter, reports the ack, then dies without closing
    // (no checkpoint, no clean shutdown): the event must come back from the WAL on reopen.
    const outcome = await runChild(
      `const store = SqliteEventStore.open({ file });
       const result = await store.append('crash', [{
         id: args[0], type: 'Acked', data: { ok: true },
         metadata: { actorId: null, actorRole: 'system', impersonatorId: null, correlationId: 'c',
                     causationId: null, ip: null, userAgent: null, at: new Date().toISOString() },
       }], 0n);
       process.stdout.write('acked ' + result.position.commit + '\\n', () => process.kill(process.pid, 'SIGKILL'));`,
      [file, '00000000-0000-4000-8000-000000000001'],
    );

    expect({ signal: outcome.signal, stderr: outcome.stderr }).toEqual({
      signal: 'SIGKILL',
      stderr: '',
    });
    expect(outcome.stdout).toBe('acked 2\n');
    const reopened = SqliteEventStore.open({ file });
    try {
      const events = await reopened.readStream('crash');
      expect(events.map((event) => [event.type, event.revision, event.position.commit])).toEqual([
        ['BeforeCrash', 0n, 1n],
        ['Acked', 1n, 2n],
      ]);
    } finally {
      await reopened.close();
    }
  });

  it('delivers live to a subscriber the appends of another process', async () => {
    const file = sqliteFile();
    const store = SqliteEventStore.open({ file, pollIntervalMs: 20 });
    try {
      await store.append('other-process', [testEvent('Here')], 'no_stream');
      const head = await store.headPosition();
      const subscription = store.subscribeToAll({ after: head ?? undefined });
      const iterator = subscription[Symbol.asyncIterator]();
      const next = iterator.next();

      const outcome = await runChild(
        `const store = SqliteEventStore.open({ file });
         await store.append('other-process', [{
           id: args[0], type: 'FromChild', data: {},
           metadata: { actorId: null, actorRole: 'system', impersonatorId: null, correlationId: 'c',
                       causationId: null, ip: null, userAgent: null, at: new Date().toISOString() },
         }], 0n);
         await store.close();`,
        [file, '00000000-0000-4000-8000-000000000002'],
      );
      expect({ code: outcome.code, stderr: outcome.stderr }).toEqual({ code: 0, stderr: '' });

      await expect(next).resolves.toMatchObject({
        done: false,
        value: { type: 'FromChild', streamId: 'other-process', revision: 1n },
      });
      await subscription.close();
    } finally {
      await store.close();
    }
  });
});
