import type { Document } from './read-store.port';

/**
 * The documents last read by their id, so a hot one (an account, a mission, a checkpoint) is
 * served without a SQLite read and a JSON parse. Its users hand out copies only. A write drops
 * the document it writes; a rollback that may undo writes already read back drops them all.
 */
export class DocumentCache {
  private readonly entries = new Map<string, Document>();

  constructor(private readonly capacity: number) {}

  get(table: string, id: string): Document | undefined {
    const key = keyOf(table, id);
    const doc = this.entries.get(key);
    if (doc) {
      // Least recently used goes first: a hit moves to the back.
      this.entries.delete(key);
      this.entries.set(key, doc);
    }
    return doc;
  }

  set(table: string, id: string, doc: Document): void {
    this.entries.set(keyOf(table, id), doc);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  forget(table: string, id: string): void {
    this.entries.delete(keyOf(table, id));
  }

  clear(): void {
    this.entries.clear();
  }
}

const keyOf = (table: string, id: string): string => `${table}\u0000${id}`;
