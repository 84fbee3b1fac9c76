import { GENERATIONS_COLLECTION, GenerationalReadStore } from './generational-read-store';
import type { Document, ReadCollection, ReadStore } from './read-store.port';

/**
 * The store `inner` with a gate on finds: `holdNextFind` makes the next find wait, once started,
 * until the returned release is called, as a slow query or an export page would.
 */
function holdingFinds(inner: ReadStore) {
  let gate: Promise<void> | null = null;
  const store: ReadStore = {
    durable: inner.durable,
    collection: <T extends Document>(name: string): ReadCollection<T> => {
      const collection = inner.collection<T>(name);
      const find: ReadCollection<T>['find'] = async (filter, options) => {
        const held = gate;
        gate = null;
        if (held) await held;
        return collection.find(filter, options);
      };
      return new Proxy(collection, {
        get: (target, key) =>
          key === 'find'
            ? find
            : (Reflect.get(target, key) as (...args: unknown[]) => unknown).bind(target),
      });
    },
    listCollections: () => inner.listCollections(),
    beginBatch: () => inner.beginBatch(),
    close: () => inner.close(),
  };
  const holdNextFind = (): (() => void) => {
    let release!: () => void;
    gate = new Promise((resolve) => (release = resolve));
    return release;
  };
  return { store, holdNextFind };
}

/**
 * What building a collection's next generation beside the live one must do on every adapter:
 * the live one keeps answering, the switch moves every reader at once, survives a reopen of a
 * durable store, and drops what it replaced. `open` gives a fresh handle on the same data.
 */
export function describeGenerationsContract(name: string, open: () => Promise<ReadStore>): void {
  describe(`GenerationalReadStore: ${name}`, () => {
    const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
    const missions = `gen_${run}_missions`;
    const steps = `gen_${run}_steps`;
    let inner: ReadStore;
    let store: GenerationalReadStore;

    beforeEach(async () => {
      inner = await open();
      await inner.collection(GENERATIONS_COLLECTION).drop();
      store = await GenerationalReadStore.open(inner);
    });

    afterEach(async () => {
      for (const physical of await inner.listCollections()) {
        if (physical.startsWith(`gen_${run}`)) await inner.collection(physical).drop();
      }
      await inner.collection(GENERATIONS_COLLECTION).drop();
      await inner.close();
    });

    it('builds a generation beside the live one while readers keep the live one', async () => {
      const live = store.collection(missions);
      await live.insertOne({ _id: 'm1', title: 'live' });
      const generation = store.nextGeneration([missions, steps]);
      const next = store.beside([missions, steps], generation);

      await next.collection(missions).insertOne({ _id: 'm1', title: 'rebuilt' });
      await next.collection(steps).insertOne({ _id: 's1' });

      expect(generation).toBe(1);
      expect(await live.find({})).toEqual([{ _id: 'm1', title: 'live' }]);
      expect(await store.collection(steps).count()).toBe(0);
      expect((await store.listCollections()).filter((c) => c.startsWith(`gen_${run}`))).toEqual([
        missions,
      ]);
    });

    it('switches every reader at once, collections fetched before included, and drops the old generation', async () => {
      const fetchedBefore = store.collection(missions);
      await fetchedBefore.insertOne({ _id: 'm1', title: 'live' });
      const next = store.beside([missions, steps], 1);
      await next.collection(missions).insertOne({ _id: 'm1', title: 'rebuilt' });
      await next.collection(steps).insertOne({ _id: 's1' });

      const { dropped } = await store.switchTo([missions, steps], 1);

      expect(await fetchedBefore.find({})).toEqual([{ _id: 'm1', title: 'rebuilt' }]);
      expect(await store.collection(steps).count()).toBe(1);
      expect(store.physicalName(missions)).toBe(`${missions}__g1`);
      await dropped;
      const physical = await inner.listCollections();
      expect(physical).toContain(`${missions}__g1`);
      expect(physical).not.toContain(missions);
      expect(
        (await store.listCollections()).filter((c) => c.startsWith(`gen_${run}`)).sort(),
      ).toEqual([missions, steps].sort());
    });

    it('drops a replaced generation only once the reads already running on it have ended', async () => {
      const held = holdingFinds(inner);
      store = await GenerationalReadStore.open(held.store);
      await store.collection(missions).insertOne({ _id: 'm1', title: 'live' });
      await store.beside([missions], 1).collection(missions).insertOne({ _id: 'm1', title: 'g1' });
      const release = held.holdNextFind();
      const startedBefore = store.collection(missions).find({});

      const { dropped } = await store.switchTo([missions], 1);

      // Reads started after the switch answer from the new generation meanwhile.
      expect(await store.collection(missions).find({})).toEqual([{ _id: 'm1', title: 'g1' }]);
      expect(await inner.listCollections()).toContain(missions);
      release();
      expect(await startedBefore).toEqual([{ _id: 'm1', title: 'live' }]);
      await dropped;
      expect(await inner.listCollections()).not.toContain(missions);
    });

    it('keeps the live generations in the store it wraps, so a reopened store reads the same ones', async () => {
      await store.beside([missions], 1).collection(missions).insertOne({ _id: 'm1', title: 'g1' });
      await store.switchTo([missions], 1);
      await store.beside([missions], 2).collection(missions).insertOne({ _id: 'm1', title: 'g2' });
      await (
        await store.switchTo([missions], 2)
      ).dropped;

      const reopened = await GenerationalReadStore.open(inner);

      expect(reopened.generationOf(missions)).toBe(2);
      expect(reopened.nextGeneration([missions, steps])).toBe(3);
      expect(await reopened.collection(missions).findOne({ _id: 'm1' })).toEqual({
        _id: 'm1',
        title: 'g2',
      });
      expect(await inner.listCollections()).not.toContain(`${missions}__g1`);
    });

    it('drops on open the generations a crash left behind, and keeps the live ones', async () => {
      await store.beside([missions], 1).collection(missions).insertOne({ _id: 'm1', title: 'g1' });
      await store.switchTo([missions], 1);
      // A rebuild that never switched over, and a switch whose old generation was never dropped.
      await inner.collection(`${missions}__g2`).insertOne({ _id: 'm1', title: 'cut short' });
      await inner.collection(missions).insertOne({ _id: 'm1', title: 'replaced' });
      await inner.collection(steps).insertOne({ _id: 's1' });

      const reopened = await GenerationalReadStore.open(inner);

      const physical = await inner.listCollections();
      expect(physical).toContain(`${missions}__g1`);
      expect(physical).not.toContain(`${missions}__g2`);
      expect(physical).not.toContain(missions);
      expect(physical).toContain(steps);
      expect(await reopened.collection(missions).find({})).toEqual([{ _id: 'm1', title: 'g1' }]);
    });
  });
}
