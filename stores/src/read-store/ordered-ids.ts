import type { Document } from './read-store.port';
import type { DocumentOrder } from './sort-documents';

interface Entry {
  readonly id: string;
  readonly keys: unknown[];
}

/**
 * The ids under one key prefix of an index, kept in a sort order that ends with `_id` (so no
 * two entries tie), for queries that want the first few documents in that order: they walk the
 * ids in order and stop, instead of sorting every candidate.
 */
export class OrderedIds {
  private readonly entries: Entry[] = [];
  private readonly ids = new Set<string>();

  constructor(private readonly order: DocumentOrder) {}

  add(id: string, doc: Document): void {
    if (this.ids.has(id)) return;
    const entry = { id, keys: this.order.keysOf(doc) };
    this.entries.splice(this.positionOf(entry.keys), 0, entry);
    this.ids.add(id);
  }

  /** `doc` must be the document as it was added. */
  remove(id: string, doc: Document): void {
    if (!this.ids.delete(id)) return;
    const at = this.positionOf(this.order.keysOf(doc));
    if (this.entries[at]?.id !== id) throw new Error(`Ordered index lost track of ${id}`);
    this.entries.splice(at, 1);
  }

  get size(): number {
    return this.entries.length;
  }

  *inOrder(): Generator<string> {
    for (const { id } of this.entries) yield id;
  }

  /** Where keys belong: the first entry not before them. */
  private positionOf(keys: readonly unknown[]): number {
    let low = 0;
    let high = this.entries.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.order.compare((this.entries[middle] as Entry).keys, keys) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
