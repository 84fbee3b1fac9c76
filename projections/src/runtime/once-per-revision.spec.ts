import { MemoryReadStore } from '@morphic/stores';
import { hasApplied, updateManyOnce, updateOnce } from './once-per-revision';

const at = (revision: number) => ({ revision: BigInt(revision) });

describe('hasApplied', () => {
  it('is true for an event at or below the recorded revision', () => {
    expect(hasApplied({ stream_revision: 3 }, at(2))).toBe(true);
    expect(hasApplied({ stream_revision: 3 }, at(3))).toBe(true);
    expect(hasApplied({ stream_revision: 3 }, at(4))).toBe(false);
  });

  it('is false for a document that records no revision', () => {
    expect(hasApplied({}, at(0))).toBe(false);
  });
});

describe('updateOnce', () => {
  let store: MemoryReadStore;
  beforeEach(async () => {
    store = new MemoryReadStore();
    await store.collection('docs').insertOne({ _id: 'a', count: 0, stream_revision: 2 });
    await store.collection('docs').insertOne({ _id: 'b', count: 0 });
  });
  afterEach(() => store.close());

  const docs = () => store.collection('docs');

  it('applies a later event and records its revision', async () => {
    const result = await updateOnce(docs(), { _id: 'a' }, at(3), { $inc: { count: 1 } });

    expect(result.matchedCount).toBe(1);
    expect(await docs().findOne({ _id: 'a' })).toEqual({ _id: 'a', count: 1, stream_revision: 3 });
  });

  it('skips an event the document has applied already', async () => {
    for (const revision of [1, 2]) {
      const result = await updateOnce(docs(), { _id: 'a' }, at(revision), {
        $set: { count: 9 },
      });
      expect(result.matchedCount).toBe(0);
    }
    expect(await docs().findOne({ _id: 'a' })).toEqual({ _id: 'a', count: 0, stream_revision: 2 });
  });

  it('applies any event to a document that records no revision', async () => {
    await updateOnce(docs(), { _id: 'b' }, at(0), { $set: { count: 5 } });

    expect(await docs().findOne({ _id: 'b' })).toEqual({ _id: 'b', count: 5, stream_revision: 0 });
  });

  it('guards with the named field instead of stream_revision', async () => {
    const apply = (revision: number) =>
      updateOnce(docs(), { _id: 'a' }, at(revision), { $inc: { count: 1 } }, 'other_revision');

    await apply(0);
    await apply(0);

    expect(await docs().findOne({ _id: 'a' })).toEqual({
      _id: 'a',
      count: 1,
      stream_revision: 2,
      other_revision: 0,
    });
  });
});

describe('updateManyOnce', () => {
  it('updates each named document that has not applied the event', async () => {
    const store = new MemoryReadStore();
    const docs = store.collection('docs');
    await docs.insertOne({ _id: 'a', kind: 'x', stream_revision: 1 });
    await docs.insertOne({ _id: 'b', kind: 'x', stream_revision: 5 });
    await docs.insertOne({ _id: 'c', kind: 'y', stream_revision: 1 });

    const result = await updateManyOnce(docs, { kind: 'x' }, at(4), { $set: { done: true } });

    expect(result.matchedCount).toBe(1);
    expect(await docs.find({}, { sort: { _id: 1 } })).toEqual([
      { _id: 'a', kind: 'x', stream_revision: 4, done: true },
      { _id: 'b', kind: 'x', stream_revision: 5 },
      { _id: 'c', kind: 'y', stream_revision: 1 },
    ]);
    await store.close();
  });
});
