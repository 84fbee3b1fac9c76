import type { Document, IndexSpec, SortSpec } from './read-store.port';
import { isIndexableScalar } from './filter-equalities';
import { OrderedIds } from './ordered-ids';
import { encodeTuple, indexKeysOf, indexTuplesOf, type IndexKey } from './index-keys';
import { documentOrder, type DocumentOrder } from './sort-documents';

export interface IndexedChange {
  readonly id: string;
  readonly doc: Document;
}

/**
 * A secondary index: encoded key -> ids. Keys follow MongoDB's multikey rules (one key per array
 * element, missing fields index as null), which is also what a unique index constrains. As in
 * MongoDB, a query that pins only the leading fields (a prefix) also uses the index: the ids of
 * such a prefix are kept from the first query that needs it (a rebuild, which only writes,
 * never pays for them). Likewise, for a query sorted on the index's remaining fields (then
 * `_id`), the ids under a prefix (or, when the query pins none, all of them) are kept in that
 * order, so a page is read without a sort.
 */
export class MemoryIndex {
  private readonly fields: readonly string[];
  /** Whole keys -> ids. */
  private readonly entries = new Map<string, Set<string>>();
  /** Keys of the first `length` fields -> ids, by length, once a query has needed them. */
  private readonly prefixEntries = new Map<number, Map<string, Set<string>>>();
  /** Keys of the first `length` fields -> ids in the order of the rest, by length, likewise. */
  private readonly orderedEntries = new Map<
    number,
    { readonly order: DocumentOrder; readonly lists: Map<string, OrderedIds> }
  >();

  constructor(
    private readonly keys: IndexSpec['keys'],
    readonly unique: boolean,
  ) {
    this.fields = Object.keys(keys);
  }

  /**
   * Whether a change of these dotted paths can change the document's keys here: a path is one
   * of the indexed fields, inside one, or holds one.
   */
  coversAnyOf(paths: readonly string[]): boolean {
    return paths.some((path) =>
      this.fields.some(
        (field) => field === path || field.startsWith(`${path}.`) || path.startsWith(`${field}.`),
      ),
    );
  }

  private tuplesOf(doc: Document): unknown[][] {
    return indexTuplesOf(this.fields, doc);
  }

  /** Every key of the document, whole and for each kept prefix, with the map it belongs in. */
  private *entryKeysOf(doc: Document): Generator<[Map<string, Set<string>>, string]> {
    for (const tuple of this.tuplesOf(doc)) {
      yield [this.entries, encodeTuple(tuple)];
      for (const [length, entries] of this.prefixEntries) {
        yield [entries, encodeTuple(tuple.slice(0, length))];
      }
    }
  }

  add(id: string, doc: Document): void {
    for (const [entries, encoded] of this.entryKeysOf(doc)) addId(entries, encoded, id);
    for (const [length, { order, lists }] of this.orderedEntries) {
      addOrdered(lists, order, this.prefixKeysOf(doc, length), id, doc);
    }
  }

  // A document is always removed whole, so dropping its id under each of its keys is right even
  // when two of its keys share a prefix.
  remove(id: string, doc: Document): void {
    for (const [entries, encoded] of this.entryKeysOf(doc)) {
      const ids = entries.get(encoded);
      ids?.delete(id);
      if (ids?.size === 0) entries.delete(encoded);
    }
    for (const [length, { lists }] of this.orderedEntries) {
      for (const encoded of this.prefixKeysOf(doc, length)) {
        const list = lists.get(encoded);
        list?.remove(id, doc);
        if (list?.size === 0) lists.delete(encoded);
      }
    }
  }

  /** The distinct keys of the document's first `length` fields. */
  private prefixKeysOf(doc: Document, length: number): Set<string> {
    return new Set(this.tuplesOf(doc).map((tuple) => encodeTuple(tuple.slice(0, length))));
  }

  /** The leading indexed fields the filter pins to scalars, in index order. */
  private pinned(equalities: ReadonlyMap<string, unknown>): unknown[] {
    const tuple: unknown[] = [];
    for (const field of this.fields) {
      const value = equalities.get(field);
      if (!isIndexableScalar(value)) break;
      tuple.push(value);
    }
    return tuple;
  }

  /**
   * The ids under the pinned leading fields (none: every document) in the order `sort` asks for,
   * when it asks for the index's remaining fields in the index's directions, then `_id`
   * ascending; undefined when the index cannot give that order.
   */
  orderedCandidates(
    equalities: ReadonlyMap<string, unknown>,
    sort: SortSpec,
    docs: ReadonlyMap<string, Document>,
  ): Iterable<string> | undefined {
    const tuple = this.pinned(equalities);
    const rest = this.fields.slice(tuple.length);
    if (rest.length === 0) return undefined;
    const wanted = [...rest.map((field) => `${field}:${String(this.keys[field])}`), '_id:1'];
    const asked = Object.entries(sort).map(([field, direction]) => `${field}:${String(direction)}`);
    if (asked.join(',') !== wanted.join(',')) return undefined;
    return this.ordered(tuple.length, sort, docs).get(encodeTuple(tuple))?.inOrder() ?? [];
  }

  private ordered(
    length: number,
    sort: SortSpec,
    docs: ReadonlyMap<string, Document>,
  ): Map<string, OrderedIds> {
    const kept = this.orderedEntries.get(length);
    if (kept) return kept.lists;
    const order = documentOrder(sort);
    const lists = new Map<string, OrderedIds>();
    for (const [id, doc] of docs) addOrdered(lists, order, this.prefixKeysOf(doc, length), id, doc);
    this.orderedEntries.set(length, { order, lists });
    return lists;
  }

  /**
   * Ids that may match when the filter pins the leading indexed fields to scalars (as many as
   * it pins, in index order), or undefined when it does not pin the first one. `docs` are the
   * collection's documents, read once when a prefix is first needed.
   */
  candidates(
    equalities: ReadonlyMap<string, unknown>,
    docs: ReadonlyMap<string, Document>,
  ): ReadonlySet<string> | undefined {
    const tuple = this.pinned(equalities);
    if (tuple.length === 0) return undefined;
    const entries =
      tuple.length === this.fields.length ? this.entries : this.prefix(tuple.length, docs);
    return entries.get(encodeTuple(tuple)) ?? new Set();
  }

  private prefix(length: number, docs: ReadonlyMap<string, Document>): Map<string, Set<string>> {
    const kept = this.prefixEntries.get(length);
    if (kept) return kept;
    const entries = new Map<string, Set<string>>();
    for (const [id, doc] of docs) {
      for (const tuple of this.tuplesOf(doc))
        addId(entries, encodeTuple(tuple.slice(0, length)), id);
    }
    this.prefixEntries.set(length, entries);
    return entries;
  }

  /**
   * The first key the changed documents would share with another document (or with each other),
   * given that the changed documents' current keys are being replaced.
   */
  findConflict(changes: readonly IndexedChange[]): IndexKey | undefined {
    if (!this.unique) return undefined;
    const changedIds = new Set(changes.map((change) => change.id));
    const claimed = new Map<string, string>();
    for (const { id, doc } of changes) {
      for (const key of indexKeysOf(this.fields, doc)) {
        const claimant = claimed.get(key.encoded);
        if (claimant !== undefined && claimant !== id) return key;
        claimed.set(key.encoded, id);
        for (const owner of this.entries.get(key.encoded) ?? []) {
          if (!changedIds.has(owner)) return key;
        }
      }
    }
    return undefined;
  }
}

function addId(entries: Map<string, Set<string>>, encoded: string, id: string): void {
  const ids = entries.get(encoded);
  if (ids) ids.add(id);
  else entries.set(encoded, new Set([id]));
}

function addOrdered(
  lists: Map<string, OrderedIds>,
  order: DocumentOrder,
  keys: Iterable<string>,
  id: string,
  doc: Document,
): void {
  for (const encoded of keys) {
    let list = lists.get(encoded);
    if (!list) lists.set(encoded, (list = new OrderedIds(order)));
    list.add(id, doc);
  }
}
