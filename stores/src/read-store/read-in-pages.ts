import type { Document, Filter, ReadCollection } from './read-store.port';

export const DEFAULT_PAGE_SIZE = 500;

/**
 * Every document matching the filter, read a page at a time by `_id` (keyset paging, from the
 * highest id down: `$lt` is the range operator the port keeps), so a caller can stream a whole
 * collection without holding it in memory, and a document added or removed meanwhile moves no
 * other one between pages.
 */
export async function* readInPages<T extends Document>(
  collection: ReadCollection<T>,
  filter: Filter = {},
  pageSize: number = DEFAULT_PAGE_SIZE,
): AsyncGenerator<T[]> {
  let below: string | null = null;
  for (;;) {
    const bound: Filter = below === null ? filter : { $and: [filter, { _id: { $lt: below } }] };
    const page = await collection.find(bound, { sort: { _id: -1 }, limit: pageSize });
    if (page.length > 0) yield page;
    if (page.length < pageSize) return;
    below = (page[page.length - 1] as T)._id;
  }
}
