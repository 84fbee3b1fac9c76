import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GenerationalReadStore } from './generational-read-store';
import { describeGenerationsContract } from './generational-read-store.contract';
import { MemoryReadStore } from './memory-read-store';
import { MongoReadStore } from './mongo-read-store';
import { describeReadStoreContract } from './read-store.contract';
import type { ReadStore } from './read-store.port';
import { SqliteReadStore } from './sqlite-read-store';

const root = mkdtempSync(join(tmpdir(), 'morphic-generations-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Closing the shared memory store would wipe it: each handle closes as a no-op. */
function reopenable(store: MemoryReadStore): () => Promise<ReadStore> {
  return async () =>
    Object.assign(Object.create(store) as MemoryReadStore, { close: async () => undefined });
}

// Everything a read store does, it still does through the generations.
describeReadStoreContract('GenerationalReadStore over MemoryReadStore', async () =>
  GenerationalReadStore.open(new MemoryReadStore()),
);
describeGenerationsContract('MemoryReadStore', reopenable(new MemoryReadStore()));

describeReadStoreContract('GenerationalReadStore over SqliteReadStore', async () =>
  GenerationalReadStore.open(SqliteReadStore.open({ dataDir: join(root, 'contract') })),
);
describeGenerationsContract('SqliteReadStore', async () =>
  SqliteReadStore.open({ dataDir: join(root, 'generations') }),
);

const mongoUrl = process.env['MONGO_URL'];
if (mongoUrl) {
  const connect = (): Promise<MongoReadStore> =>
    MongoReadStore.connect(mongoUrl, process.env['MONGO_DB'] ?? 'morphic_read_store_contract');
  describeReadStoreContract('GenerationalReadStore over MongoReadStore', async () =>
    GenerationalReadStore.open(await connect()),
  );
  describeGenerationsContract('MongoReadStore', connect);
} else {
  describe.skip('GenerationalReadStore over MongoReadStore (set MONGO_URL to run)', () => {
    it('runs the contracts against MongoDB', () => undefined);
  });
}
