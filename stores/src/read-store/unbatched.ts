import type { ReadStore, WriteBatch } from './read-store.port';

/** The batch of a store that applies every write as it comes: nothing to commit or undo. */
export function unbatched(store: ReadStore): WriteBatch {
  return {
    store,
    run: (work) => work(store),
    commit: () => Promise.resolve(),
    abort: () => Promise.resolve(),
  };
}
