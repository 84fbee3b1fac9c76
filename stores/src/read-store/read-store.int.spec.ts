import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MemoryReadStore } from './memory-read-store';
import { MongoReadStore } from './mongo-read-store';
import { describeReadStoreContract } from './read-store.contract';
import { SqliteReadStore } from './sqlite-read-store';

describeReadStoreContract('MemoryReadStore', async () => new MemoryReadStore());
const root = mkdtempSync(join(tmpdir(), 'morphic-read-store-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describeReadStoreContract('SqliteReadStore', async () => SqliteReadStore.open({ dataDir: root }));

const mongoUrl = process.env['MONGO_URL'];
if (mongoUrl) {
  describeReadStoreContract('MongoReadStore', () =>
    MongoReadStore.connect(mongoUrl, process.env['MONGO_DB'] ?? 'morphic_read_store_contract'),
  );
} else {
  describe.skip('ReadStore contract: MongoReadStore (set MONGO_URL to run)', () => {
    it('runs the contract against MongoDB', () => undefined);
  });
}
