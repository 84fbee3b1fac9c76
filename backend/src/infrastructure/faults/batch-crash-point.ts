import type { Document, ReadCollection, ReadStore, WriteBatch } from '@morphic/stores';
import { die } from './crash-point';

const WRITES = [
  'insertOne',
  'updateOne',
  'updateMany',
  'replaceOne',
  'deleteOne',
  'deleteMany',
] as const satisfies readonly (keyof ReadCollection)[];

/**
 * The read store, except that it kills this process (CRASH_AT=batch-write:<n>) just after the
 * n-th write made while a batch of projection writes is open: the batch has written and not
 * committed, which is what a crash must never leave half applied.
 */
export function withBatchCrashPoint(store: ReadStore, writes: number): ReadStore {
  let openBatches = 0;
  let counted = 0;
  const counting = (collection: ReadCollection): ReadCollection => {
    const wrapped = Object.create(collection) as ReadCollection;
    for (const method of WRITES) {
      const write = collection[method].bind(collection) as (...args: unknown[]) => Promise<unknown>;
      Object.assign(wrapped, {
        [method]: async (...args: unknown[]) => {
          const result = await write(...args);
          if (openBatches > 0 && ++counted >= writes) die();
          return result;
        },
      });
    }
    return wrapped;
  };
  const countingStore = (inner: ReadStore): ReadStore => ({
    durable: inner.durable,
    collection: <T extends Document>(name: string) =>
      counting(inner.collection(name)) as unknown as ReadCollection<T>,
    listCollections: () => inner.listCollections(),
    beginBatch: async () => {
      const batch = await inner.beginBatch();
      openBatches += 1;
      return countingBatch(batch);
    },
    close: () => inner.close(),
  });
  const countingBatch = (batch: WriteBatch): WriteBatch => {
    const batchStore = countingStore(batch.store);
    return {
      store: batchStore,
      run: (work) => batch.run(() => work(batchStore)),
      commit: async () => {
        await batch.commit();
        openBatches -= 1;
      },
      abort: async () => {
        await batch.abort();
        openBatches -= 1;
      },
    };
  };
  return countingStore(store);
}
