import {
  DuplicateKeyError,
  type Document,
  type Filter,
  type FindOptions,
  type IndexSpec,
  type SortSpec,
  type ReadCollection,
  type Update,
  type UpdateResult,
} from './read-store.port';
import { cloneObject, cloneValue } from './document-values';
import { assertSupportedProjection, projectFields, type Projection } from './field-projection';
import { equalityConditions, isOperatorExpression, pinnedId } from './filter-equalities';
import { defaultIndexName } from './index-keys';
import { type IndexedChange, MemoryIndex } from './memory-index';
import { encodeValue } from './path-values';
import { compileFilter } from './query-filter';
import { sortDocuments } from './sort-documents';
import {
  applyUpdate,
  assertSupportedUpdate,
  replacementOf,
  updatedPaths,
} from './update-operators';

/** The data of one collection; the store replaces it on drop. */
export interface CollectionState {
  readonly docs: Map<string, Document>;
  readonly indexes: Map<string, MemoryIndex>;
  /** Whether MongoDB would list the collection: set by the first write or index. */
  created: boolean;
}

export function emptyCollectionState(): CollectionState {
  return { docs: new Map(), indexes: new Map(), created: false };
}

interface Change extends IndexedChange {
  readonly before: Document | undefined;
}

/**
 * A collection with MongoDB semantics over a Map keyed by `_id`. Every method does all its work
 * synchronously before its promise settles, so operations never interleave, and it validates
 * everything (syntax, update operators, unique indexes) before it touches the state, so a failed
 * operation changes nothing. Documents are copied on the way in and out.
 */
export class MemoryCollection<T extends Document = Document> implements ReadCollection<T> {
  constructor(
    private readonly name: string,
    private readonly state: () => CollectionState,
    private readonly dropState: () => void,
  ) {}

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    if (options.projection) assertSupportedProjection(options.projection);
    const skip = options.skip ?? 0;
    if (skip < 0) throw new Error('skip must be non-negative');
    // As in MongoDB, limit 0 means no limit and a negative limit counts like its absolute value.
    const limit = options.limit ? Math.abs(options.limit) : undefined;
    const end = limit === undefined ? undefined : skip + limit;
    const state = this.state();
    const normalized = cloneObject(filter);
    let docs =
      options.sort && end !== undefined
        ? this.pageInIndexOrder(state, normalized, options.sort, end)
        : undefined;
    if (!docs) {
      docs = this.matchingNormalized(state, normalized);
      if (options.sort) docs = sortDocuments(docs, options.sort, end);
    }
    docs = docs.slice(skip, end);
    return this.output(docs, options.projection);
  }

  async findOne(filter: Filter, options: Pick<FindOptions, 'projection'> = {}): Promise<T | null> {
    const [first] = await this.find(filter, { ...options, limit: 1 });
    return first ?? null;
  }

  async count(filter: Filter = {}): Promise<number> {
    const state = this.state();
    return Object.keys(filter).length === 0 ? state.docs.size : this.matching(state, filter).length;
  }

  async insertOne(doc: T): Promise<void> {
    this.insert(this.state(), this.incoming(doc));
  }

  async updateOne(filter: Filter, update: Update): Promise<UpdateResult> {
    return this.update(filter, update, false);
  }

  async updateMany(filter: Filter, update: Update): Promise<UpdateResult> {
    return this.update(filter, update, true);
  }

  async replaceOne(filter: Filter, doc: T, options?: { upsert?: boolean }): Promise<void> {
    const replacement = replacementOf(this.incoming(doc));
    const state = this.state();
    const [current] = this.matching(state, filter, 1);
    if (current) {
      if (replacement._id !== current._id) {
        throw new Error(`The (immutable) field '_id' was found to have been altered`);
      }
      if (encodeValue(replacement) !== encodeValue(current)) {
        this.commit(state, [{ id: current._id, before: current, doc: replacement }]);
      }
    } else if (options?.upsert) {
      const filterId = pinnedId(filter);
      if (filterId !== undefined && filterId !== replacement._id) {
        throw new Error(`The _id of the replacement differs from the _id in the filter`);
      }
      this.insert(state, replacement);
    }
  }

  async deleteOne(filter: Filter): Promise<void> {
    this.delete(filter, 1);
  }

  async deleteMany(filter: Filter): Promise<void> {
    this.delete(filter);
  }

  async createIndex(index: IndexSpec): Promise<void> {
    const state = this.state();
    const name = defaultIndexName(index.keys);
    state.created = true;
    // _id is always indexed and unique, as in MongoDB.
    if (Object.keys(index.keys).join() === '_id') return;
    const existing = state.indexes.get(name);
    if (existing) {
      if (existing.unique === Boolean(index.unique)) return;
      throw new Error(`An index named ${name} already exists with different options`);
    }
    const created = new MemoryIndex(index.keys, Boolean(index.unique));
    const conflict = created.findConflict(
      [...state.docs.values()].map((doc) => ({ id: doc._id, doc })),
    );
    if (conflict) throw new DuplicateKeyError(this.name, conflict.value);
    for (const doc of state.docs.values()) created.add(doc._id, doc);
    state.indexes.set(name, created);
  }

  async drop(): Promise<void> {
    this.dropState();
  }

  private update(filter: Filter, update: Update, many: boolean): UpdateResult {
    assertSupportedUpdate(update);
    const operators = cloneObject(update);
    const state = this.state();
    const matches = this.matching(state, filter, many ? undefined : 1);
    const changes: Change[] = [];
    for (const current of matches) {
      const next = cloneObject(current);
      if (applyUpdate(next, operators))
        changes.push({ id: current._id, before: current, doc: next });
    }
    this.commit(state, changes, updatedPaths(operators));
    return { matchedCount: matches.length };
  }

  private delete(filter: Filter, limit?: number): void {
    const state = this.state();
    for (const doc of this.matching(state, filter, limit)) {
      for (const index of state.indexes.values()) index.remove(doc._id, doc);
      state.docs.delete(doc._id);
    }
  }

  private insert(state: CollectionState, doc: Document): void {
    if (state.docs.has(doc._id)) throw new DuplicateKeyError(this.name, { _id: doc._id });
    this.commit(state, [{ id: doc._id, before: undefined, doc }]);
  }

  /**
   * Stores the changed documents and keeps the indexes right. An update that touched only
   * `updated` paths leaves alone the indexes none of them can reach (the keys are the same).
   */
  private commit(
    state: CollectionState,
    changes: readonly Change[],
    updated?: readonly string[],
  ): void {
    if (changes.length === 0) return;
    const affected = [...state.indexes.values()].filter(
      (index) => !updated || index.coversAnyOf(updated),
    );
    for (const index of affected) {
      const conflict = index.findConflict(changes);
      if (conflict) throw new DuplicateKeyError(this.name, conflict.value);
    }
    for (const { id, before, doc } of changes) {
      for (const index of affected) {
        if (before) index.remove(id, before);
        index.add(id, doc);
      }
      state.docs.set(id, doc);
    }
    state.created = true;
  }

  /**
   * The stored documents (internal references) matching the filter: in collection order after a
   * scan, in id or index order after a lookup.
   */
  private matching(state: CollectionState, filter: Filter, limit?: number): Document[] {
    return this.matchingNormalized(state, cloneObject(filter), limit);
  }

  /** `matching` for a filter already copied (undefined read as null, as stored). */
  private matchingNormalized(
    state: CollectionState,
    normalized: Filter,
    limit?: number,
  ): Document[] {
    const onlyId = Object.keys(normalized).length === 1 && typeof normalized['_id'] === 'string';
    const test = onlyId ? () => true : compileFilter(normalized);
    const matches: Document[] = [];
    for (const doc of this.candidates(state, normalized)) {
      if (!test(doc)) continue;
      matches.push(doc);
      if (matches.length === limit) break;
    }
    return matches;
  }

  /**
   * The first `end` matching documents in `sort` order, read in an index's order and stopping
   * there, when an index gives that order for this filter; undefined otherwise.
   */
  private pageInIndexOrder(
    state: CollectionState,
    normalized: Filter,
    sort: SortSpec,
    end: number,
  ): Document[] | undefined {
    if (state.indexes.size === 0) return undefined;
    const equalities = equalityConditions(normalized);
    for (const index of state.indexes.values()) {
      const ids = index.orderedCandidates(equalities, sort, state.docs);
      if (!ids) continue;
      const test = compileFilter(normalized);
      const page: Document[] = [];
      for (const id of ids) {
        if (page.length === end) break;
        const doc = state.docs.get(id);
        if (doc && test(doc)) page.push(doc);
      }
      return page;
    }
    return undefined;
  }

  /** A superset of the matching documents, narrowed by `_id` or an index when the filter allows. */
  private candidates(state: CollectionState, filter: Filter): Iterable<Document> {
    const id = pinnedId(filter);
    if (id !== undefined) return this.byIds(state, [id]);
    const idCondition = filter['_id'];
    if (
      isOperatorExpression(idCondition) &&
      Object.keys(idCondition).length === 1 &&
      Array.isArray(idCondition['$in'])
    ) {
      return this.byIds(state, idCondition['$in']);
    }
    if (state.indexes.size > 0) {
      const equalities = equalityConditions(filter);
      let narrowest: ReadonlySet<string> | undefined;
      for (const index of state.indexes.values()) {
        const ids = index.candidates(equalities, state.docs);
        if (ids && (!narrowest || ids.size < narrowest.size)) narrowest = ids;
      }
      if (narrowest) return this.byIds(state, [...narrowest]);
    }
    return state.docs.values();
  }

  /** In the order of `ids`: like MongoDB, an unsorted query promises no particular order. */
  private byIds(state: CollectionState, ids: readonly unknown[]): Document[] {
    const docs: Document[] = [];
    for (const id of new Set(ids)) {
      const doc = typeof id === 'string' ? state.docs.get(id) : undefined;
      if (doc) docs.push(doc);
    }
    return docs;
  }

  private incoming(doc: T): Document {
    const copy = cloneObject(doc);
    if (typeof copy['_id'] !== 'string') {
      throw new TypeError(`${this.name}: the embedded read store needs string _id values`);
    }
    return copy;
  }

  private output(docs: readonly Document[], projection?: Projection): T[] {
    const fields = projection && Object.keys(projection).length > 0 ? projection : undefined;
    return docs.map(
      (doc) => (fields ? projectFields(doc, fields, cloneValue) : cloneObject(doc)) as T,
    );
  }
}
