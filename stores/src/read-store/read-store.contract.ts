import {
  DuplicateKeyError,
  type Document,
  type Filter,
  type ReadCollection,
  type ReadStore,
} from './read-store.port';
import { readInPages } from './read-in-pages';

/**
 * The behaviour every ReadStore adapter must share, written against MongoDB's documented
 * semantics for the subset of its API the port keeps. Each test works in its own collection,
 * so the suite can run on a shared server.
 */
export function describeReadStoreContract(name: string, open: () => Promise<ReadStore>): void {
  describe(`ReadStore contract: ${name}`, () => {
    const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
    const used: string[] = [];
    let store: ReadStore;

    function freshName(): string {
      const collectionName = `contract_${run}_${used.length + 1}`;
      used.push(collectionName);
      return collectionName;
    }

    function fresh<T extends Document = Document>(): ReadCollection<T> {
      return store.collection<T>(freshName());
    }

    async function insert(collection: ReadCollection, docs: readonly Document[]): Promise<void> {
      for (const doc of docs) await collection.insertOne(doc);
    }

    async function ids(collection: ReadCollection, filter: Filter = {}): Promise<string[]> {
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
        expect(await users.find({})).toEqual([doc]);
      });

      it('returns null from findOne and [] from find when nothing matches', async () => {
        const users = fresh();
        await users.insertOne({ _id: 'u1', name: 'Ada' });

        expect(await users.findOne({ name: 'Bob' })).toBeNull();
        expect(await users.find({ name: 'Bob' })).toEqual([]);
      });

      it('counts documents with and without a filter', async () => {
        const users = fresh();
        await insert(users, [
          { _id: 'a', role: 'operator' },
          { _id: 'b', role: 'admin' },
          { _id: 'c', role: 'operator' },
        ]);

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
        const [listed] = await users.find({});
        if (!listed) throw new Error('document not found');
        listed['name'] = 'changed again';

        expect(await users.findOne({ _id: 'u1' })).toEqual({
          _id: 'u1',
          name: 'Ada',
          profile: { skills: ['ts'] },
        });
      });

      it('does not change the store when an inserted or set object is mutated afterwards', async () => {
        const users = fresh();
        const input = { _id: 'u1', profile: { skills: ['ts'] } };
        const note = { title: 'first' };
        await users.insertOne(input);
        await users.updateOne({ _id: 'u1' }, { $set: { note }, $addToSet: { notes: note } });
        input.profile.skills.push('mutated');
        note.title = 'mutated';

        expect(await users.findOne({ _id: 'u1' })).toEqual({
          _id: 'u1',
          profile: { skills: ['ts'] },
          note: { title: 'first' },
          notes: [{ title: 'first' }],
        });
      });
    });

    describe('filters', () => {
      let people: ReadCollection;

      beforeEach(async () => {
        people = fresh();
        await insert(people, [
          {
            _id: 'p1',
            name: 'Ada',
            age: 36,
            tags: ['math', 'code'],
            address: { city: 'London', zip: 'N1' },
            joinedAt: new Date('2020-01-01T00:00:00Z'),
          },
          {
            _id: 'p2',
            name: 'bob',
            age: 25,
            tags: ['design'],
            address: { city: 'Paris', zip: '75001' },
            joinedAt: new Date('2023-06-01T00:00:00Z'),
            manager: null,
          },
          { _id: 'p3', name: 'Carla', age: 41, tags: [], address: { city: 'Paris' } },
          { _id: 'p4', name: 'Bobby', status: 'inactive', age: '30' },
        ]);
      });

      it('matches equality on top-level and dotted nested fields', async () => {
        expect(await ids(people, { name: 'Ada' })).toEqual(['p1']);
        expect(await ids(people, { 'address.city': 'Paris' })).toEqual(['p2', 'p3']);
        expect(await ids(people, { 'address.city': 'Paris', age: 41 })).toEqual(['p3']);
        expect(await ids(people, { address: { city: 'Paris' } })).toEqual(['p3']);
        expect(await ids(people, { age: 30 })).toEqual([]);
      });

      it('matches a scalar against the elements of an array', async () => {
        expect(await ids(people, { tags: 'code' })).toEqual(['p1']);
        expect(await ids(people, { tags: { $in: ['design', 'math'] } })).toEqual(['p1', 'p2']);
        expect(await ids(people, { tags: { $ne: 'code' } })).toEqual(['p2', 'p3', 'p4']);
      });

      it('supports $in and $lt, comparing within a type only', async () => {
        expect(await ids(people, { _id: { $in: ['p4', 'p2', 'missing'] } })).toEqual(['p2', 'p4']);
        expect(await ids(people, { name: { $in: ['Ada', 'Carla'] }, age: { $lt: 40 } })).toEqual([
          'p1',
        ]);
        expect(await ids(people, { age: { $lt: 40 } })).toEqual(['p1', 'p2']);
        expect(await ids(people, { age: { $lt: '4' } })).toEqual(['p4']);
        expect(await ids(people, { joinedAt: { $lt: new Date('2021-01-01T00:00:00Z') } })).toEqual([
          'p1',
        ]);
      });

      it('treats a missing field like null for equality, $in, $ne and $exists', async () => {
        expect(await ids(people, { age: { $ne: 25 } })).toEqual(['p1', 'p3', 'p4']);
        expect(await ids(people, { manager: null })).toEqual(['p1', 'p2', 'p3', 'p4']);
        expect(await ids(people, { status: { $in: [null, 'active'] } })).toEqual([
          'p1',
          'p2',
          'p3',
        ]);
        expect(await ids(people, { manager: { $ne: null } })).toEqual([]);
        expect(await ids(people, { manager: { $exists: true } })).toEqual(['p2']);
        expect(await ids(people, { status: { $exists: false } })).toEqual(['p1', 'p2', 'p3']);
        expect(await ids(people, { 'address.zip': { $exists: true } })).toEqual(['p1', 'p2']);
        expect(await ids(people, { 'address.zip': { $ne: 'N1' } })).toEqual(['p2', 'p3', 'p4']);
      });

      it('combines conditions with $or and $and', async () => {
        expect(await ids(people, { $or: [{ age: { $lt: 30 } }, { status: 'inactive' }] })).toEqual([
          'p2',
          'p4',
        ]);
        expect(
          await ids(people, {
            $and: [{ 'address.city': 'Paris' }, { $or: [{ age: 41 }, { name: 'Ada' }] }],
          }),
        ).toEqual(['p3']);
        expect(
          await ids(people, {
            name: { $ne: 'bob' },
            $or: [{ age: { $exists: false } }, { age: 25 }],
          }),
        ).toEqual([]);
      });

      it('matches $regex, with and without options', async () => {
        expect(await ids(people, { name: { $regex: '^bob', $options: 'i' } })).toEqual([
          'p2',
          'p4',
        ]);
        expect(await ids(people, { name: { $regex: '^bob' } })).toEqual(['p2']);
        expect(await ids(people, { tags: { $regex: 'es' } })).toEqual(['p2']);
      });

      it('refuses the query operators the port leaves out, reading nothing', async () => {
        const refused = /does not support/;
        await expect(people.find({ age: { $gt: 30 } })).rejects.toThrow(refused);
        await expect(people.find({ $nor: [{ age: 36 }] })).rejects.toThrow(refused);
        await expect(people.findOne({ tags: { $size: 0 } })).rejects.toThrow(refused);
        await expect(people.count({ tags: { $elemMatch: { $eq: 'code' } } })).rejects.toThrow(
          refused,
        );
        await expect(people.find({ name: /^C/ })).rejects.toThrow(refused);
        await expect(people.find({ name: { $regex: 'a', $options: 'x' } })).rejects.toThrow(
          refused,
        );
        await expect(
          people.updateMany(
            { $or: [{ age: { $in: [36] } }, { age: { $gte: 40 } }] },
            { $set: { x: 1 } },
          ),
        ).rejects.toThrow(refused);
        await expect(people.deleteMany({ age: { $lte: 40 } })).rejects.toThrow(refused);
        expect(await people.count()).toBe(4);
        expect(await people.count({ x: { $exists: true } })).toBe(0);
      });
    });

    describe('sort, skip, limit and projection', () => {
      let scores: ReadCollection;

      beforeEach(async () => {
        scores = fresh();
        await insert(scores, [
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
        await insert(mixed, [
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
        await insert(lists, [
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

      it('reads every matching document once, a page at a time, by readInPages', async () => {
        const docs = fresh();
        await insert(
          docs,
          Array.from({ length: 23 }, (_, i) => ({
            _id: `d${String(i).padStart(2, '0')}`,
            even: i % 2 === 0,
          })),
        );
        const pages: string[][] = [];
        for await (const page of readInPages(docs, { even: true }, 5)) {
          pages.push(page.map((doc) => doc._id));
        }
        expect(pages.map((page) => page.length)).toEqual([5, 5, 2]);
        expect(pages.flat()).toEqual(
          Array.from({ length: 12 }, (_, i) => `d${String(22 - 2 * i).padStart(2, '0')}`),
        );
      });

      it('projects the included top-level fields, always with _id', async () => {
        const nested = fresh();
        await nested.insertOne({ _id: 'n1', a: 1, b: { c: 2, d: 3 }, e: 4 });

        expect(await nested.findOne({ _id: 'n1' }, { projection: { a: 1 } })).toStrictEqual({
          _id: 'n1',
          a: 1,
        });
        expect(
          await nested.findOne({ _id: 'n1' }, { projection: { b: 1, missing: 1 } }),
        ).toStrictEqual({ _id: 'n1', b: { c: 2, d: 3 } });
        expect(await nested.findOne({ _id: 'n1' }, { projection: { _id: 1 } })).toStrictEqual({
          _id: 'n1',
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

      it('refuses exclusion and dotted projections', async () => {
        const refused = /does not support/;
        const exclusion = { projection: { score: 0 } } as never;
        const dotted = { projection: { 'b.c': 1 as const } };
        await expect(scores.find({}, exclusion)).rejects.toThrow(refused);
        await expect(scores.findOne({ _id: 's1' }, dotted)).rejects.toThrow(refused);
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
          stats: { views: 1 },
        });
      });

      async function current(): Promise<Document | null> {
        return docs.findOne({ _id: 'd1' });
      }

      it('$set replaces and adds fields', async () => {
        const result = await docs.updateOne(
          { _id: 'd1' },
          { $set: { name: 'Grace', stats: { views: 9 }, city: 'Paris', gone: undefined } },
        );

        expect(result).toEqual({ matchedCount: 1 });
        expect(await current()).toStrictEqual({
          _id: 'd1',
          name: 'Grace',
          count: 2,
          tags: ['a', 'b', 'a'],
          stats: { views: 9 },
          city: 'Paris',
          gone: null,
        });
      });

      it('$inc adds to numbers and starts missing fields at 0', async () => {
        await docs.updateOne({ _id: 'd1' }, { $inc: { count: -3, fresh: 2 } });

        expect(await current()).toMatchObject({ count: -1, fresh: 2 });
      });

      it('$addToSet adds a value the array lacks, and creates a missing array', async () => {
        await docs.updateOne({ _id: 'd1' }, { $addToSet: { tags: 'b' } });
        expect((await current())?.['tags']).toEqual(['a', 'b', 'a']);
        await docs.updateOne({ _id: 'd1' }, { $addToSet: { tags: 'c', labels: { kind: 'new' } } });
        await docs.updateOne({ _id: 'd1' }, { $addToSet: { labels: { kind: 'new' } } });

        expect(await current()).toMatchObject({
          tags: ['a', 'b', 'a', 'c'],
          labels: [{ kind: 'new' }],
        });
      });

      it('applies several operators in one update', async () => {
        await docs.updateOne(
          { _id: 'd1' },
          { $set: { name: 'Grace' }, $inc: { count: 1 }, $addToSet: { tags: 'z' } },
        );

        expect(await current()).toEqual({
          _id: 'd1',
          name: 'Grace',
          count: 3,
          tags: ['a', 'b', 'a', 'z'],
          stats: { views: 1 },
        });
      });

      it('keeps _id when set to itself and refuses to change it', async () => {
        expect(await docs.updateOne({ _id: 'd1' }, { $set: { _id: 'd1', n: 1 } })).toEqual({
          matchedCount: 1,
        });
        await expect(docs.updateOne({ _id: 'd1' }, { $set: { _id: 'other' } })).rejects.toThrow();
        expect(await current()).toMatchObject({ _id: 'd1', n: 1 });
      });

      it('rejects operators that do not fit the stored value and changes nothing', async () => {
        const before = await current();

        await expect(docs.updateOne({ _id: 'd1' }, { $inc: { name: 1 } })).rejects.toThrow();
        await expect(docs.updateOne({ _id: 'd1' }, { $inc: { count: 'x' } })).rejects.toThrow();
        await expect(
          docs.updateOne({ _id: 'd1' }, { $set: { count: 10 }, $addToSet: { name: 'x' } }),
        ).rejects.toThrow();
        await expect(
          docs.updateOne({ _id: 'd1' }, { $set: { count: 1 }, $inc: { count: 1 } }),
        ).rejects.toThrow();
        await expect(docs.updateOne({ _id: 'd1' }, {})).rejects.toThrow();
        expect(await current()).toEqual(before);
      });

      it('refuses the update operators, modifiers and paths the port leaves out', async () => {
        const before = await current();
        const refused = /does not support/;
        const update = (value: unknown) => docs.updateOne({ _id: 'd1' }, value as never);

        await expect(update({ $push: { tags: 'c' } })).rejects.toThrow(refused);
        await expect(update({ $set: { name: 'G' }, $unset: { count: '' } })).rejects.toThrow(
          refused,
        );
        await expect(update({ $addToSet: { tags: { $each: ['c'] } } })).rejects.toThrow(refused);
        await expect(update({ $set: { 'stats.views': 2 } })).rejects.toThrow(refused);
        await expect(docs.updateMany({}, { $inc: { 'stats.views': 1 } })).rejects.toThrow(refused);
        expect(await current()).toEqual(before);
      });

      it('updateOne changes one document, updateMany all matching ones', async () => {
        await insert(docs, [
          { _id: 'd2', kind: 'x', n: 0 },
          { _id: 'd3', kind: 'x', n: 0 },
          { _id: 'd4', kind: 'y', n: 0 },
        ]);

        expect(await docs.updateOne({ kind: 'x' }, { $inc: { n: 1 } })).toEqual({
          matchedCount: 1,
        });
        expect(await docs.updateMany({ kind: 'x' }, { $inc: { n: 1 } })).toEqual({
          matchedCount: 2,
        });
        const ns = (await docs.find({ kind: 'x' })).map((doc) => doc['n']).sort();
        expect(ns).toEqual([1, 2]);
        expect(await docs.findOne({ _id: 'd4' })).toEqual({ _id: 'd4', kind: 'y', n: 0 });
      });

      it('counts a match that changes nothing, and changes nothing without a match', async () => {
        expect(await docs.updateOne({ _id: 'd1' }, { $set: { name: 'Ada' } })).toEqual({
          matchedCount: 1,
        });
        expect(await docs.updateOne({ _id: 'nope' }, { $set: { a: 1 } })).toEqual({
          matchedCount: 0,
        });
        expect(await docs.updateMany({ name: 'nobody' }, { $set: { a: 1 } })).toEqual({
          matchedCount: 0,
        });
        expect(await docs.count()).toBe(1);
      });

      it('guards an update by a revision, as once-per-revision does', async () => {
        const guarded = (revision: number) =>
          docs.updateOne(
            { _id: 'd1', $or: [{ rev: { $exists: false } }, { rev: { $lt: revision } }] },
            { $inc: { count: 1 }, $set: { rev: revision } },
          );

        expect(await guarded(3)).toEqual({ matchedCount: 1 });
        expect(await guarded(3)).toEqual({ matchedCount: 0 });
        expect(await guarded(2)).toEqual({ matchedCount: 0 });
        expect(await guarded(4)).toEqual({ matchedCount: 1 });
        expect(await current()).toMatchObject({ count: 4, rev: 4 });
      });
    });

    describe('replaceOne', () => {
      it('replaces the whole document', async () => {
        const profiles = fresh();
        await profiles.insertOne({ _id: 'p1', name: 'Ada', old: true });

        await profiles.replaceOne({ _id: 'p1' }, { _id: 'p1', name: 'Grace' });

        expect(await profiles.find({})).toStrictEqual([{ _id: 'p1', name: 'Grace' }]);
      });

      it('does nothing without a match unless upsert is set', async () => {
        const profiles = fresh();

        await profiles.replaceOne({ _id: 'p1' }, { _id: 'p1', name: 'Ada' });
        expect(await profiles.count()).toBe(0);
        await profiles.replaceOne({ _id: 'p1' }, { _id: 'p1', name: 'Ada' }, { upsert: true });
        await profiles.replaceOne({ _id: 'p1' }, { _id: 'p1', name: 'Grace' }, { upsert: true });
        expect(await profiles.find({})).toEqual([{ _id: 'p1', name: 'Grace' }]);
      });

      it('refuses to change the _id of the matched document', async () => {
        const profiles = fresh();
        await profiles.insertOne({ _id: 'p1', name: 'Ada' });

        await expect(
          profiles.replaceOne({ _id: 'p1' }, { _id: 'p2', name: 'Grace' }),
        ).rejects.toThrow();
        expect(await profiles.find({})).toEqual([{ _id: 'p1', name: 'Ada' }]);
      });
    });

    describe('delete', () => {
      it('deleteOne removes one match, deleteMany every match or everything', async () => {
        const items = fresh();
        await insert(items, [
          { _id: 'i1', kind: 'a' },
          { _id: 'i2', kind: 'a' },
          { _id: 'i3', kind: 'b' },
          { _id: 'i4', kind: 'c' },
        ]);

        await items.deleteOne({ kind: 'a' });
        expect(await items.count({ kind: 'a' })).toBe(1);
        await items.deleteOne({ kind: 'zz' });
        await items.deleteMany({ kind: { $in: ['a', 'b'] } });
        expect(await ids(items)).toEqual(['i4']);
        await items.deleteMany({});
        expect(await items.count()).toBe(0);
      });
    });

    describe('unique indexes', () => {
      async function expectDuplicate(
        attempt: Promise<unknown>,
        collectionName: string,
        key?: Record<string, unknown>,
      ): Promise<void> {
        const error: unknown = await attempt.then(
          () => undefined,
          (rejection: unknown) => rejection,
        );
        expect(error).toBeInstanceOf(DuplicateKeyError);
        expect(error).toMatchObject({ collection: collectionName });
        if (key) expect(error).toMatchObject({ key });
      }

      it('rejects a second document with the same _id and keeps the first', async () => {
        const usersName = freshName();
        const users = store.collection(usersName);
        await users.insertOne({ _id: 'u1', name: 'Ada' });

        await expectDuplicate(users.insertOne({ _id: 'u1', name: 'Bob' }), usersName, {
          _id: 'u1',
        });
        expect(await users.find({})).toEqual([{ _id: 'u1', name: 'Ada' }]);
      });

      it('rejects inserts, updates and replacements that would repeat a key', async () => {
        const usersName = freshName();
        const users = store.collection(usersName);
        await users.createIndex({ keys: { email: 1 }, unique: true });
        await insert(users, [
          { _id: 'u1', email: 'a@x.io' },
          { _id: 'u2', email: 'b@x.io' },
        ]);
        const before = await users.find({}, { sort: { _id: 1 } });

        await expectDuplicate(users.insertOne({ _id: 'u3', email: 'a@x.io' }), usersName, {
          email: 'a@x.io',
        });
        await expectDuplicate(
          users.updateOne({ _id: 'u2' }, { $set: { email: 'a@x.io', touched: true } }),
          usersName,
          { email: 'a@x.io' },
        );
        await expectDuplicate(
          users.replaceOne({ _id: 'u2' }, { _id: 'u2', email: 'a@x.io' }),
          usersName,
          { email: 'a@x.io' },
        );
        await expectDuplicate(
          users.replaceOne({ _id: 'u9' }, { _id: 'u9', email: 'b@x.io' }, { upsert: true }),
          usersName,
          { email: 'b@x.io' },
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
        const seatsName = freshName();
        const seats = store.collection(seatsName);
        await seats.createIndex({ keys: { room: 1, seat: 1 }, unique: true });
        await insert(seats, [
          { _id: 's1', room: 'A', seat: 1 },
          { _id: 's2', room: 'A', seat: 2 },
          { _id: 's3', room: 'B', seat: 1 },
        ]);

        await expectDuplicate(seats.insertOne({ _id: 's4', room: 'B', seat: 1 }), seatsName, {
          room: 'B',
          seat: 1,
        });
        expect(await seats.count()).toBe(3);
      });

      it('indexes a missing field as null, so only one document may lack it', async () => {
        const usersName = freshName();
        const users = store.collection(usersName);
        await users.createIndex({ keys: { email: 1 }, unique: true });
        await users.insertOne({ _id: 'u1' });

        await expectDuplicate(users.insertOne({ _id: 'u2' }), usersName, { email: null });
        expect(await ids(users)).toEqual(['u1']);
      });

      it('indexes every array element, so two documents cannot share one', async () => {
        const usersName = freshName();
        const users = store.collection(usersName);
        await users.createIndex({ keys: { aliases: 1 }, unique: true });
        await users.insertOne({ _id: 'u1', aliases: ['ada', 'countess', 'ada'] });

        await expectDuplicate(users.insertOne({ _id: 'u2', aliases: ['bob', 'ada'] }), usersName, {
          aliases: 'ada',
        });
        await users.insertOne({ _id: 'u3', aliases: ['bob'] });
        expect(await ids(users, { aliases: 'bob' })).toEqual(['u3']);
      });

      it('refuses to build a unique index over duplicates, leaving no index behind', async () => {
        const usersName = freshName();
        const users = store.collection(usersName);
        await insert(users, [
          { _id: 'u1', email: 'a@x.io' },
          { _id: 'u2', email: 'a@x.io' },
        ]);

        await expectDuplicate(users.createIndex({ keys: { email: 1 }, unique: true }), usersName);
        await users.insertOne({ _id: 'u3', email: 'a@x.io' });
        expect(await users.count({ email: 'a@x.io' })).toBe(3);
      });

      it('accepts the same index twice and lets non-unique indexes hold duplicates', async () => {
        const events = fresh();
        await events.createIndex({ keys: { userId: 1, at: -1 } });
        await events.createIndex({ keys: { userId: 1, at: -1 } });
        await events.createIndex({ keys: { _id: 1 } });
        await insert(events, [
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
        const usersName = freshName();
        const users = store.collection(usersName);
        expect(await store.listCollections()).not.toContain(usersName);

        await users.createIndex({ keys: { email: 1 }, unique: true });
        await users.insertOne({ _id: 'u1', email: 'a@x.io' });
        expect(await store.listCollections()).toContain(usersName);

        await users.drop();
        expect(await store.listCollections()).not.toContain(usersName);
        expect(await users.find({})).toEqual([]);

        await insert(users, [
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

        expect(await left.find({})).toEqual([{ _id: 'same', side: 'left' }]);
        expect(await right.find({})).toEqual([{ _id: 'same', side: 'right' }]);
      });
    });
  });
}
