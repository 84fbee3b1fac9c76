import type { WriteBatch } from './read-store.port';

/** The batch of a store that applies every write as it comes: nothing to commit or undo. */
export const UNBATCHED: WriteBatch = {
  run: (work) => work(),
  commit: () => Promise.resolve(),
  abort: () => Promise.resolve(),
};
