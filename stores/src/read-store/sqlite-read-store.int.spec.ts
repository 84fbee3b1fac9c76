import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteReadStore } from './sqlite-read-store';

// What the shared contract cannot state: durability, batches, and SQL serving queries by index.
describe('SqliteReadStore', () => {
  let root: string;
  let dirs = 0;
  const freshDir = (): string => join(root, String(++dirs));

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'morphic-sqlite-read-store-'));
  });

  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('keeps documents, indexes and collections across a close and reopen', async () => {
    const dataDir = freshDir();
    const first = SqliteReadStore.open({ dataDir });
    const users = first.collection('users');
    await users.createIndex({ keys: { handle: 1 }, unique: true });
    await users.insertOne({ _id: 'u1', handle: 'ada', joined: new Date('2024-01-02T03:04:05Z') });
    await first.close();

    const second = SqliteReadStore.open({ dataDir });
    expect(second.durable).toBe(true);
    expect(await second.listCollections()).toEqual(['users']);
    expect(await second.collection('users').findOne({ _id: 'u1' })).toEqual({
      _id: 'u1',
      handle: 'ada',
      joined: new Date('2024-01-02T03:04:05Z'),
    });
    await expect(
      second.collection('users').insertOne({ _id: 'u2', handle: 'ada' }),
    ).rejects.toThrow('Duplicate key');
    await second.close();
  });

  describe('batches', () => {
    let store: SqliteReadStore;

    beforeEach(() => {
      store = SqliteReadStore.open({ dataDir: freshDir() });
    });

    afterEach(async () => {
      await store.close();
    });

    it('commits the writes of every run together, seen by reads at once', async () => {
      const items = store.collection('items');
      const batch = await store.beginBatch();
      await batch.run((inBatch) => inBatch.collection('items').insertOne({ _id: 'a' }));
      await batch.run((inBatch) => inBatch.collection('items').insertOne({ _id: 'b' }));
      expect(await items.count()).toBe(2);
      await batch.commit();

      expect(await items.count()).toBe(2);
    });

    it('undoes every write of the batch on abort, a collection it created included', async () => {
      const batch = await store.beginBatch();
      await batch.run((inBatch) => inBatch.collection('items').insertOne({ _id: 'a' }));
      await batch.abort();

      expect(await store.listCollections()).toEqual([]);
      expect(await store.collection('items').count()).toBe(0);
      await store.collection('items').insertOne({ _id: 'a' });
      expect(await store.collection('items').count()).toBe(1);
    });

    it('undoes only the writes of a run that fails', async () => {
      const items = store.collection('items');
      const batch = await store.beginBatch();
      await batch.run((inBatch) => inBatch.collection('items').insertOne({ _id: 'kept' }));
      await expect(
        batch.run(async (inBatch) => {
          await inBatch.collection('items').insertOne({ _id: 'undone' });
          throw new Error('projection failed');
        }),
      ).rejects.toThrow('projection failed');
      await batch.commit();

      expect((await items.find({})).map((doc) => doc._id)).toEqual(['kept']);
    });

    it('never serves a document a failed run wrote and read back', async () => {
      const items = store.collection('items');
      await items.insertOne({ _id: 'a', n: 1 });
      expect(await items.findOne({ _id: 'a' })).toEqual({ _id: 'a', n: 1 });
      const batch = await store.beginBatch();
      await expect(
        batch.run(async (inBatch) => {
          await inBatch.collection('items').updateOne({ _id: 'a' }, { $inc: { n: 1 } });
          expect(await inBatch.collection('items').findOne({ _id: 'a' })).toEqual({
            _id: 'a',
            n: 2,
          });
          throw new Error('projection failed');
        }),
      ).rejects.toThrow('projection failed');
      await batch.commit();

      expect(await items.findOne({ _id: 'a' })).toEqual({ _id: 'a', n: 1 });
    });

    it('holds a write made outside the open batch until the batch closes', async () => {
      const items = store.collection('items');
      const batch = await store.beginBatch();
      await batch.run((inBatch) => inBatch.collection('items').insertOne({ _id: 'in-batch' }));
      let outsideDone = false;
      const outside = items.insertOne({ _id: 'outside' }).then(() => (outsideDone = true));
      await batch.run((inBatch) => inBatch.collection('items').insertOne({ _id: 'in-batch-2' }));
      expect(outsideDone).toBe(false);
      await batch.abort();
      await outside;

      expect((await items.find({})).map((doc) => doc._id)).toEqual(['outside']);
    });
  });

  describe('queries served by SQL', () => {
    let store: SqliteReadStore;

    beforeAll(async () => {
      store = SqliteReadStore.open({ dataDir: freshDir() });
      const operators = store.collection('operators');
      await operators.createIndex({ keys: { status: 1, created_at: -1 } });
      for (let i = 0; i < 50; i++) {
        await operators.insertOne({
          _id: `o${String(i).padStart(2, '0')}`,
          status: i % 2 === 0 ? 'active' : 'suspended',
          created_at: `2026-01-${String(1 + (i % 28)).padStart(2, '0')}`,
        });
      }
    });

    afterAll(async () => {
      await store.close();
    });

    const planOf = (sql: string): string =>
      (store.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[])
        .map((row) => row.detail)
        .join('; ');

    it('reads an indexed equality and its sort through the expression index', async () => {
      const page = await store
        .collection('operators')
        .find({ status: 'active' }, { sort: { created_at: -1 }, skip: 2, limit: 3 });

      // Days 27, 25, 23, 21 (o20, then o48: ties in insertion order), …
      expect(page.map((doc) => doc._id)).toEqual(['o22', 'o20', 'o48']);
      expect(
        planOf(
          `SELECT id, doc FROM c1 WHERE json_extract(doc, '$."status"') = 'active' ORDER BY json_extract(doc, '$."created_at"') DESC`,
        ),
      ).toContain('USING INDEX');
    });

    it('still answers as MongoDB once a value SQL would misread is stored on an indexed path', async () => {
      const operators = store.collection('operators');
      await operators.insertOne({ _id: 'weird', status: true, created_at: ['2026-02-01'] });

      expect(await operators.count({ status: 1 })).toBe(0);
      expect(await operators.count({ status: true })).toBe(1);
      const newest = await operators.find({}, { sort: { created_at: -1 }, limit: 1 });
      expect(newest.map((doc) => doc._id)).toEqual(['weird']);
    });
  });
});
