import { MemoryReadStore } from '@morphic/stores';
import { CHECKPOINTS_COLLECTION } from './checkpoints';
import { compareSnapshots, readModelSnapshot } from './read-model-snapshot';

describe('readModelSnapshot', () => {
  it('lists every collection but the checkpoints, by name, documents by _id', async () => {
    const store = new MemoryReadStore();
    await store.collection('zebras').insertOne({ _id: 'b', stripes: 2 });
    await store.collection('zebras').insertOne({ _id: 'a', stripes: 1 });
    await store.collection('apes').insertOne({ _id: 'x', at: new Date(Date.UTC(2025, 0, 1)) });
    await store.collection(CHECKPOINTS_COLLECTION).insertOne({ _id: 'apes', position: '1' });

    const snapshot = await readModelSnapshot(store);

    expect(Object.keys(snapshot)).toEqual(['apes', 'zebras']);
    expect(snapshot['zebras']).toEqual([
      { _id: 'a', stripes: 1 },
      { _id: 'b', stripes: 2 },
    ]);
    await store.close();
  });
});

describe('compareSnapshots', () => {
  it('is equal for the same documents as JSON carries them, whatever the key order', () => {
    const live = { apes: [{ _id: 'x', at: '2025-01-01T00:00:00.000Z', name: 'Kong' }] };
    const rebuilt = {
      apes: [{ name: 'Kong', at: new Date('2025-01-01T00:00:00.000Z'), _id: 'x', gone: undefined }],
    };

    expect(compareSnapshots(live, rebuilt)).toEqual({
      equal: true,
      collections: [{ name: 'apes', live: 1, rebuilt: 1, equal: true, differingIds: [] }],
    });
  });

  it('names the documents that differ, are missing or are extra, per collection', () => {
    const live = {
      apes: [
        { _id: 'x', name: 'Kong' },
        { _id: 'y', name: 'Bonzo' },
      ],
      cats: [{ _id: 'c', lives: 9 }],
    };
    const rebuilt = {
      apes: [
        { _id: 'x', name: 'King' },
        { _id: 'z', name: 'Cheeta' },
      ],
      cats: [{ _id: 'c', lives: 9 }],
      dogs: [{ _id: 'd' }],
    };

    expect(compareSnapshots(live, rebuilt)).toEqual({
      equal: false,
      collections: [
        { name: 'apes', live: 2, rebuilt: 2, equal: false, differingIds: ['x', 'y', 'z'] },
        { name: 'cats', live: 1, rebuilt: 1, equal: true, differingIds: [] },
        { name: 'dogs', live: 0, rebuilt: 1, equal: false, differingIds: ['d'] },
      ],
    });
  });
});
