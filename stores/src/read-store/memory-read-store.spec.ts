import {
  type Document,
  DuplicateKeyError,
  type Filter,
  type IndexSpec,
  type SortSpec,
} from './read-store.port';
import { MemoryIndex } from './memory-index';
import { MemoryReadStore } from './memory-read-store';

// What the shared contract cannot state because MongoDB promises less (or differs) here.
describe('MemoryReadStore', () => {
  it('is not durable and forgets everything on close', async () => {
    const store = new MemoryReadStore();
    await store.collection('users').insertOne({ _id: 'u1' });

    expect(store.durable).toBe(false);
    await store.close();
    expect(await store.listCollections()).toEqual([]);
    expect(await store.collection('users').count()).toBe(0);
  });

  it('applies updateMany all or nothing when one document breaks a unique index', async () => {
    const users = new MemoryReadStore().collection('users');
    await users.createIndex({ keys: { handle: 1 }, unique: true });
    await users.insertOne({ _id: 'u1', team: 't', handle: 'a' });
    await users.insertOne({ _id: 'u2', team: 't', handle: 'b' });
    await users.insertOne({ _id: 'u3', team: 'x', handle: 'c' });

    await expect(users.updateMany({ team: 't' }, { $set: { handle: 'c' } })).rejects.toThrow(
      DuplicateKeyError,
    );
    expect((await users.find({}, { sort: { _id: 1 } })).map((doc) => doc['handle'])).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('applies updateMany all or nothing when one document rejects the operator', async () => {
    const items = new MemoryReadStore().collection('items');
    await items.insertOne({ _id: 'i1', n: 1 });
    await items.insertOne({ _id: 'i2', n: 'text' });

    await expect(items.updateMany({}, { $inc: { n: 1 } })).rejects.toThrow('$inc');
    expect(await items.findOne({ _id: 'i1' })).toEqual({ _id: 'i1', n: 1 });
  });

  it('lets two documents updated together diverge afterwards', async () => {
    const threads = new MemoryReadStore().collection('threads');
    await threads.insertOne({ _id: 't1' });
    await threads.insertOne({ _id: 't2' });
    await threads.updateMany({}, { $set: { tags: ['a'], latest: { text: 'hi' } } });

    await threads.updateOne({ _id: 't1' }, { $addToSet: { tags: 'b' } });

    expect(await threads.findOne({ _id: 't2' })).toEqual({
      _id: 't2',
      tags: ['a'],
      latest: { text: 'hi' },
    });
  });

  it('keeps indexed lookups in step with updates and deletes', async () => {
    const tasks = new MemoryReadStore().collection('tasks');
    await tasks.createIndex({ keys: { status: 1 } });
    await tasks.createIndex({ keys: { owner: 1, labels: 1 } });
    await tasks.insertOne({ _id: 'k1', status: 'open', owner: 'u1', labels: ['bug', 'ui'] });
    await tasks.insertOne({ _id: 'k2', status: 'open', owner: 'u2', labels: ['bug'] });
    await tasks.insertOne({ _id: 'k3', status: 'done', owner: 'u1', labels: [] });

    await tasks.updateOne({ _id: 'k1' }, { $set: { status: 'done', labels: ['ui'] } });
    await tasks.deleteOne({ _id: 'k2' });

    const ids = async (filter: Record<string, unknown>): Promise<string[]> =>
      (await tasks.find(filter, { sort: { _id: 1 } })).map((doc) => doc._id);
    expect(await ids({ status: 'open' })).toEqual([]);
    expect(await ids({ status: 'done' })).toEqual(['k1', 'k3']);
    expect(await ids({ owner: 'u1', labels: 'ui' })).toEqual(['k1']);
    expect(await ids({ owner: 'u1', labels: 'bug' })).toEqual([]);
    expect(await ids({ status: 'done', owner: 'u1', labels: { $ne: 'ui' } })).toEqual(['k3']);
  });

  it('keeps every index right when updates touch fields some indexes do not cover', async () => {
    const people = new MemoryReadStore().collection('people');
    await people.createIndex({ keys: { email: 1 }, unique: true });
    await people.createIndex({ keys: { team: 1 } });
    await people.insertOne({ _id: 'p1', email: 'a@x.io', team: 'red', seen: 1 });
    await people.insertOne({ _id: 'p2', email: 'b@x.io', team: 'red', seen: 1 });

    // Only `seen` changes: neither index moves, and both still find the documents.
    await people.updateMany({ team: 'red' }, { $inc: { seen: 1 } });
    // `team` changes: its index follows; the unique email index still refuses a clash.
    await people.updateOne({ _id: 'p2' }, { $set: { team: 'blue', seen: 5 } });
    await expect(people.updateOne({ _id: 'p1' }, { $set: { email: 'b@x.io' } })).rejects.toThrow(
      DuplicateKeyError,
    );

    const ids = async (filter: Record<string, unknown>): Promise<string[]> =>
      (await people.find(filter, { sort: { _id: 1 } })).map((doc) => doc._id);
    expect(await ids({ team: 'red' })).toEqual(['p1']);
    expect(await ids({ team: 'blue' })).toEqual(['p2']);
    expect(await ids({ email: 'a@x.io' })).toEqual(['p1']);
    expect(await people.findOne({ _id: 'p2' })).toMatchObject({ seen: 5 });
  });

  it('narrows by an index whose leading fields the filter pins, and keeps that in step', async () => {
    const index = new MemoryIndex({ owner: 1, labels: 1, due: 1 }, false);
    const docs = new Map<string, Document>();
    const put = (doc: Document): void => {
      const before = docs.get(doc._id);
      if (before) index.remove(doc._id, before);
      index.add(doc._id, doc);
      docs.set(doc._id, doc);
    };
    const pinned = (entries: Record<string, unknown>) =>
      index.candidates(new Map(Object.entries(entries)), docs);
    put({ _id: 'k1', owner: 'u1', labels: ['bug', 'ui'], due: 1 });
    put({ _id: 'k2', owner: 'u2', labels: ['bug'], due: 2 });
    expect(pinned({ owner: 'u1' })).toEqual(new Set(['k1']));
    put({ _id: 'k3', owner: 'u1', labels: [], due: 3 });
    put({ _id: 'k1', owner: 'u1', labels: ['ui'], due: 1 });

    expect(pinned({ owner: 'u1' })).toEqual(new Set(['k1', 'k3']));
    expect(pinned({ owner: 'u1', labels: 'bug' })).toEqual(new Set());
    expect(pinned({ owner: 'u2', labels: 'bug', due: 2 })).toEqual(new Set(['k2']));
    expect(pinned({ owner: 'u1', due: 1 })).toEqual(new Set(['k1', 'k3']));
    expect(pinned({ labels: 'ui' })).toBeUndefined();
  });

  it('answers a filter on the leading fields of an index like a scan would', async () => {
    const jobs = new MemoryReadStore().collection('jobs');
    await jobs.createIndex({ keys: { status: 1, submitted_at: 1 } });
    for (const [id, status, at] of [
      ['j1', 'open', 3],
      ['j2', 'claimed', 1],
      ['j3', 'open', 2],
    ] as const) {
      await jobs.insertOne({ _id: id, status, submitted_at: at, owner: id === 'j3' ? 'u1' : 'u2' });
    }
    await jobs.updateOne({ _id: 'j2' }, { $set: { status: 'open' } });

    const open = await jobs.find(
      { status: 'open', owner: { $ne: 'u1' } },
      { sort: { submitted_at: 1 } },
    );
    expect(open.map((doc) => doc._id)).toEqual(['j2', 'j1']);
  });

  const PAGED_INDEXES: {
    pinning: string;
    keys: IndexSpec['keys'];
    filter: Filter;
    sort: SortSpec;
  }[] = [
    {
      pinning: 'its leading field',
      keys: { status: 1, submitted_at: 1 },
      filter: { status: 'open', owner: { $ne: 'u1' } },
      sort: { submitted_at: 1, _id: 1 },
    },
    {
      pinning: 'no field',
      keys: { submitted_at: -1 },
      filter: { owner: { $ne: 'u1' } },
      sort: { submitted_at: -1, _id: 1 },
    },
  ];
  it.each(PAGED_INDEXES)(
    'pages through an index pinning $pinning in its order exactly as a scan and a sort would, through updates',
    async ({ keys, filter, sort }) => {
      const store = new MemoryReadStore();
      const indexed = store.collection('indexed');
      const scanned = store.collection('scanned');
      await indexed.createIndex({ keys });
      let seed = 11;
      const next = (): number => {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        return seed / 2147483648;
      };
      const page = { sort, limit: 7 };
      const both = async (apply: (collection: typeof indexed) => Promise<unknown>) => {
        await apply(indexed);
        await apply(scanned);
      };
      for (let n = 0; n < 200; n += 1) {
        const doc = {
          _id: `j${String(n).padStart(3, '0')}`,
          status: next() < 0.6 ? 'open' : 'claimed',
          owner: `u${String(Math.floor(next() * 3))}`,
          ...(next() < 0.1 ? {} : { submitted_at: Math.floor(next() * 20) }),
        };
        await both((collection) => collection.insertOne(doc));
        // The ordered lists exist from the first paged query on; later writes must keep them.
        if (n === 50)
          expect(await indexed.find(filter, page)).toEqual(await scanned.find(filter, page));
      }
      for (let n = 0; n < 100; n += 1) {
        const id = `j${String(Math.floor(next() * 200)).padStart(3, '0')}`;
        const change = next();
        const submittedAt = Math.floor(next() * 20);
        if (change < 0.4) await both((c) => c.updateOne({ _id: id }, { $set: { status: 'open' } }));
        else if (change < 0.8)
          await both((c) => c.updateOne({ _id: id }, { $set: { submitted_at: submittedAt } }));
        else await both((c) => c.deleteOne({ _id: id }));
        expect(await indexed.find(filter, page)).toEqual(await scanned.find(filter, page));
      }
      expect(await indexed.find(filter, { ...page, skip: 5 })).toEqual(
        await scanned.find(filter, { ...page, skip: 5 }),
      );
    },
  );

  it('copies projected results too', async () => {
    const users = new MemoryReadStore().collection('users');
    await users.insertOne({ _id: 'u1', profile: { langs: ['fr'] } });

    const [projected] = await users.find({}, { projection: { profile: 1 } });
    (projected?.['profile'] as { langs: string[] }).langs.push('en');

    expect(await users.findOne({ _id: 'u1' })).toEqual({ _id: 'u1', profile: { langs: ['fr'] } });
  });

  it('needs string _id values', async () => {
    const users = new MemoryReadStore().collection('users');

    await expect(users.insertOne({ _id: 42 } as never)).rejects.toThrow(TypeError);
    await expect(
      users.replaceOne({ _id: 42 }, { _id: 42 } as never, { upsert: true }),
    ).rejects.toThrow(TypeError);
    expect(await users.count()).toBe(0);
  });
});
