import type { SortSpec } from './read-store.port';
import { sortDocuments } from './sort-documents';

/** A small deterministic generator, so a failure can be replayed. */
function numbers(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

describe('sortDocuments', () => {
  it('keeps the same first documents, ties in collection order, as a full sort', () => {
    const next = numbers(7);
    const docs = Array.from({ length: 300 }, (_, n) => ({
      _id: `d${String(n)}`,
      day: Math.floor(next() * 10),
      score: next() < 0.2 ? undefined : Math.floor(next() * 5),
    }));

    const sorts: SortSpec[] = [{ day: 1 }, { day: -1, score: 1 }, { score: -1 }];
    for (const sort of sorts) {
      const full = sortDocuments(docs, sort).map((doc) => doc._id);
      for (const keep of [0, 1, 7, 50, 299, 300, 400]) {
        expect(sortDocuments(docs, sort, keep).map((doc) => doc._id)).toEqual(full.slice(0, keep));
      }
    }
  });
});
