import {
  DuplicateKeyError,
  type Document,
  type ReadCollection,
  type ReadStore,
} from './read-store.port';

/**
 * The behaviour every ReadStore adapter must share, written against MongoDB's documented
 * semantics. Each test works in its own collection, so the suite can run on a shared server.
 */
export function describeReadStoreContract(name: string, open: () => Promise<ReadStore>): void {
  describe(`ReadStore contract: ${name}`, () => {
    const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
    const used: string[] = [];
    let created = 0;
    let store: ReadStore;

    function fresh<T extends Document = Document>(): ReadCollection<T> {
      created += 1;
      const collectionName = `contract_${run}_${created}`;
      used.push(collectionName);
      return store.collection<T>(collectionName);
    }

    async function ids(
      collection: ReadCollection,
      filter: Record<string, unknown> = {},
    ): Promise<string[]> {
      const docs = await collection.find(filter, { sort: { _id: 1 } });
      return docs.map((doc) => doc._id);
    }

    beforeAll(async () => {
      store = await open();
    });

    afterEach(async () => {
      for (const collectionName of used.splice(0)) await store.collection(collectionName).drop();
    });

    afterAll(async () => {
      await store.close();
    });

    describe('insert and read', () => {
      it('reads back an inserted document, nested values and dates included', async () => {
        const users = fresh();
        const doc = {
          _id: 'u1',
          name: 'Ada',
          profile: { city: 'Paris', langs: ['fr', 'en'] },
          joinedAt: new Date('2024-03-01T10:00:00Z'),
        };
        await users.insertOne(doc);

        expect(await users.findOne({ _id: 'u1' })).toEqual(doc);
        expect(await users.find()).toEqual([doc]);
      });

      it('returns null from findOne and [] from find when nothing matches', async () => {
        const users = fresh();
        await users.insertOne({ _id: 'u1', name: 'Ada' });

        expect(await users.findOne({ name: 'Bob' })).toBeNull();
        expect(await users.find({ name: 'Bob' })).toEqual([]);
      });

      it('inserts many documents and counts them with and without a filter', async () => {
        const users = fresh();
        await users.insertMany([
          { _id: 'a', role: 'operator' },
          { _id: 'b', role: 'admin' },
          { _id: 'c', role: 'operator' },
        ]);
        await users.insertMany([]);

        expect(await users.count()).toBe(3);
        expect(await users.count({ role: 'operator' })).toBe(2);
        expect(await users.count({ role: 'founder' })).toBe(0);
      });

      it('stores undefined values as null, as the MongoDB driver does', async () => {
        const users = fresh();
        await users.insertOne({ _id: 'u1', deletedAt: undefined, tags: ['a', undefined] });

        expect(await users.findOne({ _id: 'u1' })).toStrictEqual({
          _id: 'u1',
          deletedAt: null,
          tags: ['a', null],
        });
      });
    });

    describe('results are copies', () => {
      it('does not change the store when a returned document is mutated', async () => {
        const users = fresh();
        await users.insertOne({ _id: 'u1', name: 'Ada', profile: { skills: ['ts'] } });

        const found = await users.findOne({ _id: 'u1' });
        if (!found) throw new Error('document not found');
        found['name'] = 'changed';
        (found['profile'] as { skills: string[] }).skills.push('hacked');
        const [listed] = await users.find();
        if (!listed) throw new Error('document not found');
        listed['name'] = 'changed again';

        expect(await users.findOne({ _id: 'u1' })).toEqual({
          _id: 'u1',
          name: 'Ada',
          profile: { skills: ['ts'] },
        });
      });

      it('does not change the store when an inserted or pushed object is mutated afterwards', async () => {
        const users = fresh();
        const input = { _id: 'u1', profile: { skills: ['ts'] } };
        const pushed = { title: 'first' };
        await users.insertOne(input);
        await users.updateOne({ _id: 'u1' }, { $push: { notes: pushed } });
        input.profile.skills.push('mutated');
        pushed.title = 'mutated';

        expect(await users.findOne({ _id: 'u1' })).toEqual({
          _id: 'u1',
          profile: { skills: ['ts'] },
          notes: [{ title: 'first' }],
        });
      });
    });

    describe('filters', () => {
      let people: ReadCollection;

      beforeEach(async () => {
        people = fresh();
        await people.insertMany([
          {
            _id: 'p1',
            name: 'Ada',
            age: 36,
            tags: ['math', 'code'],
            address: { city: 'London', zip: 'N1' },
            skills: [
              { name: 'ts', level: 5 },
              { name: 'go', level: 2 },
            ],
            joinedAt: new Date('2020-01-01T00:00:00Z'),
          },
          {
            _id: 'p2',
            name: 'bob',
            age: 25,
            tags: ['design'],
            address: { city: 'Paris', zip: '75001' },
            skills: [{ name: 'figma', level: 4 }],
            joinedAt: new Date('2023-06-01T00:00:00Z'),
            manager: null,
          },
          { _id: 'p3', name: 'Carla', age: 41, tags: [], address: { city: 'Paris' } },
          { _id: 'p4', name: 'Bobby', status: 'inactive' },
        ]);
      });

      it('matches equality on top-level and dotted nested fields', async () => {
        expect(await ids(people, { name: 'Ada' })).toEqual(['p1']);
        expect(await ids(people, { 'address.city': 'Paris' })).toEqual(['p2', 'p3']);
        expect(await ids(people, { 'address.city': 'Paris', age: 41 })).toEqual(['p3']);
        expect(await ids(people, { address: { city: 'Paris' } })).toEqual(['p3']);
      });

      it('matches a scalar against array elements and fields of array documents', async () => {
        expect(await ids(people, { tags: 'code' })).toEqual(['p1']);
        expect(await ids(people, { tags: { $all: ['code', 'math'] } })).toEqual(['p1']);
        expect(await ids(people, { tags: { $size: 0 } })).toEqual(['p3']);
        expect(await ids(people, { 'skills.name': 'figma' })).toEqual(['p2']);
        expect(
          await ids(people, { skills: { $elemMatch: { name: 'go', level: { $gte: 2 } } } }),
        ).toEqual(['p1']);
      });

      it('supports $in, $nin and the range operators', async () => {
        expect(await ids(people, { _id: { $in: ['p4', 'p2', 'missing'] } })).toEqual(['p2', 'p4']);
        expect(await ids(people, { tags: { $in: ['design', 'math'] } })).toEqual(['p1', 'p2']);
        expect(await ids(people, { age: { $gt: 25 } })).toEqual(['p1', 'p3']);
        expect(await ids(people, { age: { $gte: 25, $lt: 41 } })).toEqual(['p1', 'p2']);
        expect(await ids(people, { age: { $lte: 25 } })).toEqual(['p2']);
        expect(await ids(people, { age: { $nin: [25, 36] } })).toEqual(['p3', 'p4']);
        expect(await ids(people, { joinedAt: { $gte: new Date('2021-01-01T00:00:00Z') } })).toEqual(
          ['p2'],
        );
      });

      it('treats a missing field like null for $ne, $eq null and $exists', async () => {
        expect(await ids(people, { age: { $ne: 25 } })).toEqual(['p1', 'p3', 'p4']);
        expect(await ids(people, { manager: null })).toEqual(['p1', 'p2', 'p3', 'p4']);
        expect(await ids(people, { manager: { $ne: null } })).toEqual([]);
        expect(await ids(people, { manager: { $exists: true } })).toEqual(['p2']);
        expect(await ids(people, { status: { $exists: false } })).toEqual(['p1', 'p2', 'p3']);
        expect(await ids(people, { 'address.zip': { $exists: true } })).toEqual(['p1', 'p2']);
      });

      it('combines conditions with $or, $and and $nor', async () => {
        expect(await ids(people, { $or: [{ age: { $lt: 30 } }, { status: 'inactive' }] })).toEqual([
          'p2',
          'p4',
        ]);
        expect(
          await ids(people, { $and: [{ 'address.city': 'Paris' }, { age: { $gt: 30 } }] }),
        ).toEqual(['p3']);
        expect(await ids(people, { $nor: [{ 'address.city': 'Paris' }, { age: 36 }] })).toEqual([
          'p4',
        ]);
      });

      it('matches $regex with options and regular expression literals', async () => {
        expect(await ids(people, { name: { $regex: '^bob', $options: 'i' } })).toEqual([
          'p2',
          'p4',
        ]);
        expect(await ids(people, { name: { $regex: '^bob' } })).toEqual(['p2']);
        expect(await ids(people, { name: /^C/ })).toEqual(['p3']);
      });
    });

    describe('sort, skip, limit and projection', () => {
      let scores: ReadCollection;

      beforeEach(async () => {
        scores = fresh();
        await scores.insertMany([
          { _id: 's1', group: 'b', score: 10 },
          { _id: 's2', group: 'a', score: 5 },
          { _id: 's3', group: 'b', score: 30 },
          { _id: 's4', group: 'a', score: 50 },
          { _id: 's5', group: 'c' },
          { _id: 's6', group: 'c', score: null },
        ]);
      });

      it('sorts by several keys in order', async () => {
        const docs = await scores.find({}, { sort: { group: 1, score: -1, _id: 1 } });
        expect(docs.map((doc) => doc._id)).toEqual(['s4', 's2', 's3', 's1', 's5', 's6']);
      });

      it('sorts missing and null first ascending and last descending, as equals', async () => {
        const ascending = await scores.find({}, { sort: { score: 1, _id: 1 } });
        expect(ascending.map((doc) => doc._id)).toEqual(['s5', 's6', 's2', 's1', 's3', 's4']);
        const descending = await scores.find({}, { sort: { score: -1, _id: -1 } });
        expect(descending.map((doc) => doc._id)).toEqual(['s4', 's3', 's1', 's2', 's6', 's5']);
      });

      it('orders numbers before strings, and arrays by their smallest or largest element', async () => {
        const mixed = fresh();
        await mixed.insertMany([
          { _id: 'm1', v: 'text' },
          { _id: 'm2', v: 7 },
          { _id: 'm3', v: [1, 20] },
          { _id: 'm4', v: 5 },
        ]);

        const ascending = await mixed.find({}, { sort: { v: 1 } });
        expect(ascending.map((doc) => doc._id)).toEqual(['m3', 'm4', 'm2', 'm1']);
        const descending = await mixed.find({}, { sort: { v: -1 } });
        expect(descending.map((doc) => doc._id)).toEqual(['m1', 'm3', 'm2', 'm4']);
      });

      it('sorts an empty array below null and missing', async () => {
        const lists = fresh();
        await lists.insertMany([
          { _id: 'l1', v: null },
          { _id: 'l2', v: [] },
          { _id: 'l3', v: 1 },
          { _id: 'l4' },
        ]);

        const ascending = await lists.find({}, { sort: { v: 1, _id: 1 } });
        expect(ascending.map((doc) => doc._id)).toEqual(['l2', 'l1', 'l4', 'l3']);
      });

      it('skips and limits after sorting; limit 0 means no limit', async () => {
        const page = await scores.find({}, { sort: { _id: 1 }, skip: 2, limit: 2 });
        expect(page.map((doc) => doc._id)).toEqual(['s3', 's4']);
        const rest = await scores.find({}, { sort: { _id: 1 }, skip: 4, limit: 10 });
        expect(rest.map((doc) => doc._id)).toEqual(['s5', 's6']);
        expect(await scores.find({}, { limit: 0 })).toHaveLength(6);
        expect(await scores.find({}, { skip: 10 })).toEqual([]);
      });

      it('returns the first document in sort order from findOne', async () => {
        expect(await scores.findOne({ group: 'a' }, { sort: { score: -1 } })).toEqual({
          _id: 's4',
          group: 'a',
          score: 50,
        });
      });

      it('projects by inclusion (keeping _id unless excluded) and by exclusion', async () => {
        const nested = fresh();
        await nested.insertOne({ _id: 'n1', a: 1, b: { c: 2, d: 3 }, e: 4 });

        expect(await nested.findOne({ _id: 'n1' }, { projection: { a: 1 } })).toStrictEqual({
          _id: 'n1',
          a: 1,
        });
        expect(
          await nested.findOne({ _id: 'n1' }, { projection: { _id: 0, 'b.c': 1 } }),
        ).toStrictEqual({ b: { c: 2 } });
        expect(await nested.findOne({ _id: 'n1' }, { projection: { b: 0, e: 0 } })).toStrictEqual({
          _id: 'n1',
          a: 1,
        });
        const projected = await scores.find(
          { group: 'a' },
          { sort: { score: 1 }, projection: { score: 1 } },
        );
        expect(projected).toStrictEqual([
          { _id: 's2', score: 5 },
          { _id: 's4', score: 50 },
        ]);
      });
    });

    describe('update operators', () => {
      let docs: ReadCollection;

      beforeEach(async () => {
        docs = fresh();
        await docs.insertOne({
          _id: 'd1',
          name: 'Ada',
          count: 2,
          tags: ['a', 'b', 'a'],
          items: [
            { sku: 'x', qty: 1 },
            { sku: 'y', qty: 5 },
          ],
          stats: { views: 1 },
        });
      });

      async function current(): Promise<Document | null> {
        return docs.findOne({ _id: 'd1' });
      }

      it('$set replaces values and creates nested paths', async () => {
        const result = await docs.updateOne(
          { _id: 'd1' },
          { $set: { name: 'Grace', 'stats.views': 9, 'profile.city': 'Paris' } },
        );

        expect(result).toEqual({ matchedCount: 1, modifiedCount: 1, upsertedId: null });
        expect(await current()).toMatchObject({
          name: 'Grace',
          stats: { views: 9 },
          profile: { city: 'Paris' },
        });
      });

      it('reports a match without modification when nothing changes', async () => {
        expect(await docs.updateOne({ _id: 'd1' }, { $set: { name: 'Ada' } })).toEqual({
          matchedCount: 1,
          modifiedCount: 0,
          upsertedId: null,
        });
      });

      it('$inc adds to numbers and starts missing fields at 0', async () => {
        await docs.updateOne(
          { _id: 'd1' },
          { $inc: { count: 3, 'stats.views': -1, 'stats.likes': 2, fresh: 1 } },
        );

        expect(await current()).toMatchObject({
          count: 5,
          stats: { views: 0, likes: 2 },
          fresh: 1,
        });
      });

      it('$push appends, supports $each and creates missing arrays', async () => {
        await docs.updateOne(
          { _id: 'd1' },
          {
            $push: {
              tags: 'c',
              'meta.history': 'created',
              items: { $each: [{ sku: 'z', qty: 2 }] },
            },
          },
        );

        expect(await current()).toMatchObject({
          tags: ['a', 'b', 'a', 'c'],
          meta: { history: ['created'] },
          items: [
            { sku: 'x', qty: 1 },
            { sku: 'y', qty: 5 },
            { sku: 'z', qty: 2 },
          ],
        });
      });

      it('$pull removes every equal value', async () => {
        await docs.updateOne({ _id: 'd1' }, { $pull: { tags: 'a' } });
        expect((await current())?.['tags']).toEqual(['b']);
      });

      it('$pull removes the elements matching a condition', async () => {
        await docs.updateOne({ _id: 'd1' }, { $pull: { items: { qty: { $gte: 2 } } } });
        expect((await current())?.['items']).toEqual([{ sku: 'x', qty: 1 }]);
        await docs.updateOne({ _id: 'd1' }, { $pull: { tags: { $in: ['b', 'zz'] } } });
        expect((await current())?.['tags']).toEqual(['a', 'a']);
      });

      it('$addToSet adds only absent values, with $each too', async () => {
        const unchanged = await docs.updateOne({ _id: 'd1' }, { $addToSet: { tags: 'b' } });
        expect(unchanged.modifiedCount).toBe(0);
        await docs.updateOne(
          { _id: 'd1' },
          { $addToSet: { tags: { $each: ['b', 'c', 'c'] }, 'meta.labels': 'new' } },
        );

        expect(await current()).toMatchObject({
          tags: ['a', 'b', 'a', 'c'],
          meta: { labels: ['new'] },
        });
      });

      it('$unset removes top-level and nested fields', async () => {
        await docs.updateOne({ _id: 'd1' }, { $unset: { name: '', 'stats.views': '', nope: '' } });

        const doc = await current();
        expect(doc).not.toHaveProperty('name');
        expect(doc?.['stats']).toEqual({});
      });

      it('applies several operators in one update', async () => {
        await docs.updateOne(
          { _id: 'd1' },
          {
            $set: { name: 'Grace' },
            $inc: { count: 1 },
            $push: { tags: 'z' },
            $unset: { stats: '' },
          },
        );

        expect(await current()).toEqual({
          _id: 'd1',
          name: 'Grace',
          count: 3,
          tags: ['a', 'b', 'a', 'z'],
          items: [
            { sku: 'x', qty: 1 },
            { sku: 'y', qty: 5 },
          ],
        });
      });

      it('rejects operators that do not fit the stored value and changes nothing', async () => {
        const before = await current();

        await expect(docs.updateOne({ _id: 'd1' }, { $inc: { name: 1 } })).rejects.toThrow();
        await expect(docs.updateOne({ _id: 'd1' }, { $push: { name: 'x' } })).rejects.toThrow();
        await expect(
          docs.updateOne({ _id: 'd1' }, { $set: { count: 10, 'name.first': 'A' } }),
        ).rejects.toThrow();
        await expect(docs.updateOne({ _id: 'd1' }, { $set: { _id: 'other' } })).rejects.toThrow();
        expect(await current()).toEqual(before);
      });

      it('updates the array element matched by the filter with $, and all with $[]', async () => {
        await docs.updateOne({ _id: 'd1', 'items.sku': 'y' }, { $set: { 'items.$.qty': 9 } });
        expect((await current())?.['items']).toEqual([
          { sku: 'x', qty: 1 },
          { sku: 'y', qty: 9 },
        ]);

        await docs.updateOne({ _id: 'd1' }, { $inc: { 'items.$[].qty': 1 } });
        expect((await current())?.['items']).toEqual([
          { sku: 'x', qty: 2 },
          { sku: 'y', qty: 10 },
        ]);
      });

      it('rejects an update that touches a path twice or a path and a field inside it', async () => {
        const before = await current();

        await expect(
          docs.updateOne({ _id: 'd1' }, { $set: { count: 1 }, $inc: { count: 1 } }),
        ).rejects.toThrow();
        await expect(
          docs.updateOne({ _id: 'd1' }, { $set: { stats: {} }, $inc: { 'stats.views': 1 } }),
        ).rejects.toThrow();
        expect(await current()).toEqual(before);
      });

      it('updateOne changes one document, updateMany all matching ones', async () => {
        await docs.insertMany([
          { _id: 'd2', kind: 'x', n: 0 },
          { _id: 'd3', kind: 'x', n: 0 },
          { _id: 'd4', kind: 'y', n: 0 },
        ]);

        expect(await docs.updateOne({ kind: 'x' }, { $inc: { n: 1 } })).toEqual({
          matchedCount: 1,
          modifiedCount: 1,
          upsertedId: null,
        });
        expect(await docs.updateMany({ kind: 'x' }, { $inc: { n: 1 } })).toEqual({
          matchedCount: 2,
          modifiedCount: 2,
          upsertedId: null,
        });
        const ns = (await docs.find({ kind: 'x' })).map((doc) => doc['n']).sort();
        expect(ns).toEqual([1, 2]);
        expect(await docs.findOne({ _id: 'd4' })).toEqual({ _id: 'd4', kind: 'y', n: 0 });
      });

      it('changes nothing when no document matches and upsert is off', async () => {
        expect(await docs.updateOne({ _id: 'nope' }, { $set: { a: 1 } })).toEqual({
          matchedCount: 0,
          modifiedCount: 0,
          upsertedId: null,
        });
        expect(await docs.updateMany({ name: 'nobody' }, { $set: { a: 1 } })).toEqual({
          matchedCount: 0,
          modifiedCount: 0,
          upsertedId: null,
        });
        expect(await docs.count()).toBe(1);
      });
    });

    describe('upsert', () => {
      it('inserts from the filter equality fields plus the update', async () => {
        const counters = fresh();
        const result = await counters.updateOne(
          {
            _id: 'c1',
            kind: 'views',
            'owner.id': 'u1',
            region: { $eq: 'eu' },
            score: { $gt: 3 },
            label: { $regex: '^x' },
            $or: [{ a: 1 }, { a: 2 }],
          },
          { $inc: { total: 2 }, $set: { 'owner.name': 'Ada' }, $push: { log: 'first' } },
          { upsert: true },
        );

        expect(result).toEqual({ matchedCount: 0, modifiedCount: 0, upsertedId: 'c1' });
        expect(await counters.find()).toEqual([
          {
            _id: 'c1',
            kind: 'views',
            owner: { id: 'u1', name: 'Ada' },
            region: 'eu',
            total: 2,
            log: ['first'],
          },
        ]);
      });

      it('updates the matched document instead of inserting a duplicate', async () => {
        const counters = fresh();
        await counters.updateOne({ _id: 'c1' }, { $inc: { total: 1 } }, { upsert: true });
        const second = await counters.updateOne(
          { _id: 'c1' },
          { $inc: { total: 1 } },
          { upsert: true },
        );

        expect(second).toEqual({ matchedCount: 1, modifiedCount: 1, upsertedId: null });
        expect(await counters.find()).toEqual([{ _id: 'c1', total: 2 }]);
      });

      it('generates a string _id when the filter pins none', async () => {
        const counters = fresh();
        const result = await counters.updateOne(
          { email: 'a@x.io' },
          { $set: { verified: true } },
          { upsert: true },
        );

        expect(typeof result.upsertedId).toBe('string');
        expect(await counters.find()).toEqual([
          { _id: result.upsertedId, email: 'a@x.io', verified: true },
        ]);
      });

      it('inserts a single document from updateMany, and updates all matches otherwise', async () => {
        const flags = fresh();
        const inserted = await flags.updateMany(
          { topic: 't1' },
          { $set: { seen: false } },
          { upsert: true },
        );
        expect(inserted.upsertedId).not.toBeNull();
        expect(await flags.count({ topic: 't1' })).toBe(1);

        await flags.insertOne({ _id: 'f2', topic: 't1', seen: false });
        const updated = await flags.updateMany(
          { topic: 't1' },
          { $set: { seen: true } },
          { upsert: true },
        );
        expect(updated).toEqual({ matchedCount: 2, modifiedCount: 2, upsertedId: null });
        expect(await flags.count({ topic: 't1', seen: true })).toBe(2);
      });

      it('keeps the pinned _id stable across repeated rebuild-style upserts', async () => {
        const totals = fresh();
        for (let i = 0; i < 50; i++) {
          await totals.updateOne(
            { _id: `k${i % 5}` },
            { $inc: { n: 1 }, $set: { last: i } },
            { upsert: true },
          );
        }

        expect(await totals.find({}, { sort: { _id: 1 } })).toEqual([
          { _id: 'k0', n: 10, last: 45 },
          { _id: 'k1', n: 10, last: 46 },
          { _id: 'k2', n: 10, last: 47 },
          { _id: 'k3', n: 10, last: 48 },
          { _id: 'k4', n: 10, last: 49 },
        ]);
      });
    });

    describe('replaceOne', () => {
      it('replaces the whole document and keeps its _id', async () => {
        const profiles = fresh();
        await profiles.insertOne({ _id: 'p1', name: 'Ada', old: true });

        const result = await profiles.replaceOne({ name: 'Ada' }, { _id: 'p1', name: 'Grace' });

        expect(result).toEqual({ matchedCount: 1, modifiedCount: 1, upsertedId: null });
        expect(await profiles.find()).toStrictEqual([{ _id: 'p1', name: 'Grace' }]);
      });

      it('does nothing without a match unless upsert is set', async () => {
        const profiles = fresh();

        expect(await profiles.replaceOne({ _id: 'p1' }, { _id: 'p1', name: 'Ada' })).toEqual({
          matchedCount: 0,
          modifiedCount: 0,
          upsertedId: null,
        });
        expect(await profiles.count()).toBe(0);
        expect(
          await profiles.replaceOne({ _id: 'p1' }, { _id: 'p1', name: 'Ada' }, { upsert: true }),
        ).toEqual({ matchedCount: 0, modifiedCount: 0, upsertedId: 'p1' });
        expect(await profiles.find()).toEqual([{ _id: 'p1', name: 'Ada' }]);
      });

      it('refuses to change the _id of the matched document', async () => {
        const profiles = fresh();
        await profiles.insertOne({ _id: 'p1', name: 'Ada' });

        await expect(
          profiles.replaceOne({ _id: 'p1' }, { _id: 'p2', name: 'Grace' }),
        ).rejects.toThrow();
        expect(await profiles.find()).toEqual([{ _id: 'p1', name: 'Ada' }]);
      });
    });

    describe('delete', () => {
      it('deleteOne removes one match, deleteMany every match or everything', async () => {
        const items = fresh();
        await items.insertMany([
          { _id: 'i1', kind: 'a' },
          { _id: 'i2', kind: 'a' },
          { _id: 'i3', kind: 'b' },
          { _id: 'i4', kind: 'c' },
        ]);

        expect(await items.deleteOne({ kind: 'a' })).toBe(1);
        expect(await items.count({ kind: 'a' })).toBe(1);
        expect(await items.deleteOne({ kind: 'zz' })).toBe(0);
        expect(await items.deleteMany({ kind: { $in: ['a', 'b'] } })).toBe(2);
        expect(await ids(items)).toEqual(['i4']);
        expect(await items.deleteMany()).toBe(1);
        expect(await items.count()).toBe(0);
      });
    });

    describe('unique indexes', () => {
      async function expectDuplicate(
        attempt: Promise<unknown>,
        collection: ReadCollection,
        key?: Record<string, unknown>,
      ): Promise<void> {
        const error: unknown = await attempt.then(
          () => undefined,
          (rejection: unknown) => rejection,
        );
        expect(error).toBeInstanceOf(DuplicateKeyError);
        expect(error).toMatchObject({ collection: collection.name });
        if (key) expect(error).toMatchObject({ key });
      }

      it('rejects a second document with the same _id and keeps the first', async () => {
        const users = fresh();
        await users.insertOne({ _id: 'u1', name: 'Ada' });

        await expectDuplicate(users.insertOne({ _id: 'u1', name: 'Bob' }), users, { _id: 'u1' });
        expect(await users.find()).toEqual([{ _id: 'u1', name: 'Ada' }]);
      });

      it('rejects inserts, updates, upserts and replacements that would repeat a key', async () => {
        const users = fresh();
        await users.createIndex({ keys: { email: 1 }, unique: true, name: 'email_unique' });
        await users.insertMany([
          { _id: 'u1', email: 'a@x.io' },
          { _id: 'u2', email: 'b@x.io' },
        ]);
        const before = await users.find({}, { sort: { _id: 1 } });

        await expectDuplicate(users.insertOne({ _id: 'u3', email: 'a@x.io' }), users, {
          email: 'a@x.io',
        });
        await expectDuplicate(
          users.updateOne({ _id: 'u2' }, { $set: { email: 'a@x.io', touched: true } }),
          users,
          { email: 'a@x.io' },
        );
        await expectDuplicate(
          users.updateOne({ _id: 'u9' }, { $set: { email: 'b@x.io' } }, { upsert: true }),
          users,
          { email: 'b@x.io' },
        );
        await expectDuplicate(
          users.replaceOne({ _id: 'u2' }, { _id: 'u2', email: 'a@x.io' }),
          users,
          { email: 'a@x.io' },
        );
        expect(await users.find({}, { sort: { _id: 1 } })).toEqual(before);
      });

      it('allows a document to keep its own key and frees the key on delete', async () => {
        const users = fresh();
        await users.createIndex({ keys: { email: 1 }, unique: true });
        await users.insertOne({ _id: 'u1', email: 'a@x.io', n: 0 });

        await users.updateOne({ _id: 'u1' }, { $set: { email: 'a@x.io' }, $inc: { n: 1 } });
        await users.deleteOne({ _id: 'u1' });
        await users.insertOne({ _id: 'u2', email: 'a@x.io' });

        expect(await ids(users, { email: 'a@x.io' })).toEqual(['u2']);
      });

      it('enforces compound keys as a whole', async () => {
        const seats = fresh();
        await seats.createIndex({ keys: { room: 1, seat: 1 }, unique: true });
        await seats.insertMany([
          { _id: 's1', room: 'A', seat: 1 },
          { _id: 's2', room: 'A', seat: 2 },
          { _id: 's3', room: 'B', seat: 1 },
        ]);

        await expectDuplicate(seats.insertOne({ _id: 's4', room: 'B', seat: 1 }), seats, {
          room: 'B',
          seat: 1,
        });
        expect(await seats.count()).toBe(3);
      });

      it('indexes a missing field as null, so only one document may lack it', async () => {
        const users = fresh();
        await users.createIndex({ keys: { email: 1 }, unique: true });
        await users.insertOne({ _id: 'u1' });

        await expectDuplicate(users.insertOne({ _id: 'u2' }), users, { email: null });
        expect(await ids(users)).toEqual(['u1']);
      });

      it('indexes every array element, so two documents cannot share one', async () => {
        const users = fresh();
        await users.createIndex({ keys: { aliases: 1 }, unique: true });
        await users.insertOne({ _id: 'u1', aliases: ['ada', 'countess', 'ada'] });

        await expectDuplicate(users.insertOne({ _id: 'u2', aliases: ['bob', 'ada'] }), users, {
          aliases: 'ada',
        });
        await users.insertOne({ _id: 'u3', aliases: ['bob'] });
        expect(await ids(users, { aliases: 'bob' })).toEqual(['u3']);
      });

      it('keeps the documents inserted before a duplicate in insertMany (ordered insert)', async () => {
        const users = fresh();
        await users.insertOne({ _id: 'u2' });

        await expectDuplicate(
          users.insertMany([{ _id: 'u1' }, { _id: 'u2' }, { _id: 'u3' }]),
          users,
          { _id: 'u2' },
        );
        expect(await ids(users)).toEqual(['u1', 'u2']);
      });

      it('refuses to build a unique index over duplicates, leaving no index behind', async () => {
        const users = fresh();
        await users.insertMany([
          { _id: 'u1', email: 'a@x.io' },
          { _id: 'u2', email: 'a@x.io' },
        ]);

        await expectDuplicate(users.createIndex({ keys: { email: 1 }, unique: true }), users);
        await users.insertOne({ _id: 'u3', email: 'a@x.io' });
        expect(await users.count({ email: 'a@x.io' })).toBe(3);
      });

      it('accepts the same index twice and lets non-unique indexes hold duplicates', async () => {
        const events = fresh();
        await events.createIndex({ keys: { userId: 1, at: -1 } });
        await events.createIndex({ keys: { userId: 1, at: -1 } });
        await events.createIndex({ keys: { _id: 1 } });
        await events.insertMany([
          { _id: 'e1', userId: 'u1', at: 1 },
          { _id: 'e2', userId: 'u1', at: 2 },
          { _id: 'e3', userId: 'u2', at: 3 },
        ]);

        expect(await ids(events, { userId: 'u1' })).toEqual(['e1', 'e2']);
        expect(await ids(events, { userId: 'u1', at: 2 })).toEqual(['e2']);
      });
    });

    describe('collections', () => {
      it('lists a collection once written to, and drops its documents and indexes', async () => {
        const users = fresh();
        expect(await store.listCollections()).not.toContain(users.name);

        await users.createIndex({ keys: { email: 1 }, unique: true });
        await users.insertOne({ _id: 'u1', email: 'a@x.io' });
        expect(await store.listCollections()).toContain(users.name);

        await users.drop();
        expect(await store.listCollections()).not.toContain(users.name);
        expect(await users.find()).toEqual([]);

        await users.insertMany([
          { _id: 'u1', email: 'a@x.io' },
          { _id: 'u2', email: 'a@x.io' },
        ]);
        expect(await users.count()).toBe(2);
      });

      it('drops a collection that does not exist without failing', async () => {
        const never = fresh();
        await expect(never.drop()).resolves.toBeUndefined();
      });

      it('keeps collections apart', async () => {
        const left = fresh();
        const right = fresh();
        await left.insertOne({ _id: 'same', side: 'left' });
        await right.insertOne({ _id: 'same', side: 'right' });

        expect(await left.find()).toEqual([{ _id: 'same', side: 'left' }]);
        expect(await right.find()).toEqual([{ _id: 'same', side: 'right' }]);
      });
    });
  });
}
