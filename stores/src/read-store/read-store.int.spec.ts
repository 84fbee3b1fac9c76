import { MemoryReadStore } from './memory-read-store';
import { MongoReadStore } from './mongo-read-store';
import { describeReadStoreContract } from './read-store.contract';

describeReadStoreContract('MemoryReadStore', async () => new MemoryReadStore());

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
