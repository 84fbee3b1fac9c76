import { randomUUID } from 'node:crypto';
import {
  DuplicateKeyError,
  type Document,
  type Filter,
  type FindOptions,
  type IndexSpec,
  type ReadCollection,
  type Update,
  type UpdateOptions,
  type UpdateResult,
} from './read-store.port';
import { addToSetAsPush } from './add-to-set';
import { cloneObject, setPath } from './document-values';
import { equalityConditions, isOperatorExpression, pinnedId } from './filter-equalities';
import { defaultIndexName, type IndexedChange, MemoryIndex } from './memory-index';
import { applyUpdateOperators, compileFilter, projectDocuments } from './mingo-engine';
import { encodeValue } from './path-values';
import { sortDocuments } from './sort-documents';
import { assertUpdateApplies, assertUpdateDocument } from './update-guards';

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

const NO_MATCH: UpdateResult = { matchedCount: 0, modifiedCount: 0, upsertedId: null };

/**
 * A collection with MongoDB semantics over a Map keyed by `_id`. Every method does all its work
 * synchronously before its promise settles, so operations never interleave, and it validates
 * everything (update guards, unique indexes) before it touches the state, so a failed operation
 * changes nothing. Documents are copied on the way in and out.
 */
export class MemoryCollection<T extends Document = Document> implements ReadCollection<T> {
  constructor(
    readonly name: string,
    private readonly state: () => CollectionState,
    private readonly dropState: () => void,
  ) {}

  async find(filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    const skip = options.skip ?? 0;
    if (skip < 0) throw new Error('skip must be non-negative');
    let docs = this.matching(this.state(), filter);
    if (options.sort) docs = sortDocuments(docs, options.sort);
    // As in MongoDB, limit 0 means no limit and a negative limit counts like its absolute value.
    const limit = options.limit ? Math.abs(options.limit) : undefined;
    docs = docs.slice(skip, limit === undefined ? undefined : skip + limit);
    return this.output(docs, options.projection);
  }

  async findOne(
    filter: Filter,
    options: Pick<FindOptions, 'sort' | 'projection'> = {},
  ): Promise<T | null> {
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

  /** Ordered, as MongoDB's default: documents before a failing one stay inserted. */
  async insertMany(docs: readonly T[]): Promise<void> {
    const state = this.state();
    for (const doc of docs) this.insert(state, this.incoming(doc));
  }

  async updateOne(filter: Filter, update: Update, options?: UpdateOptions): Promise<UpdateResult> {
    return this.update(filter, update, options, false);
  }

  async updateMany(filter: Filter, update: Update, options?: UpdateOptions): Promise<UpdateResult> {
    return this.update(filter, update, options, true);
  }

  async replaceOne(filter: Filter, doc: T, options?: UpdateOptions): Promise<UpdateResult> {
    const replacement = this.incoming(doc, false);
    const operator = Object.keys(replacement).find((key) => key.startsWith('$'));
    if (operator) throw new Error(`Replacement document must not contain operators: ${operator}`);
    const state = this.state();
    const [current] = this.matching(state, filter, 1);
    const { _id: replacementId, ...fields } = replacement;
    if (current) {
      if (replacementId !== undefined && replacementId !== current._id) {
        throw new Error(`The (immutable) field '_id' was found to have been altered`);
      }
      const next: Document = { _id: current._id, ...fields };
      if (encodeValue(next) === encodeValue(current)) {
        return { matchedCount: 1, modifiedCount: 0, upsertedId: null };
      }
      this.commit(state, [{ id: current._id, before: current, doc: next }]);
      return { matchedCount: 1, modifiedCount: 1, upsertedId: null };
    }
    if (!options?.upsert) return NO_MATCH;
    const filterId = pinnedId(filter);
    if (filterId !== undefined && replacementId !== undefined && filterId !== replacementId) {
      throw new Error(`The _id of the replacement differs from the _id in the filter`);
    }
    const id = this.documentId(filterId ?? replacementId ?? randomUUID());
    this.insert(state, { _id: id, ...fields });
    return { matchedCount: 0, modifiedCount: 0, upsertedId: id };
  }

  async deleteOne(filter: Filter): Promise<number> {
    return this.delete(filter, 1);
  }

  async deleteMany(filter: Filter = {}): Promise<number> {
    return this.delete(filter);
  }

  async createIndex(index: IndexSpec): Promise<void> {
    const state = this.state();
    const name = index.name ?? defaultIndexName(index.keys);
    state.created = true;
    // _id is always indexed and unique, as in MongoDB.
    if (Object.keys(index.keys).join() === '_id') return;
    const existing = state.indexes.get(name);
    if (existing) {
      if (existing.hasSameKeys(index.keys) && existing.unique === Boolean(index.unique)) return;
      throw new Error(`An index named ${name} already exists with different options`);
    }
    const sameKeys = [...state.indexes.values()].find((other) => other.hasSameKeys(index.keys));
    if (sameKeys) throw new Error(`Index already exists with a different name: ${sameKeys.name}`);
    const created = new MemoryIndex(name, index.keys, Boolean(index.unique));
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

  private update(
    filter: Filter,
    update: Update,
    options: UpdateOptions | undefined,
    many: boolean,
  ): UpdateResult {
    assertUpdateDocument(update);
    const operators = cloneObject(update);
    const state = this.state();
    const matches = this.matching(state, filter, many ? undefined : 1);
    if (matches.length === 0) {
      if (!options?.upsert) return NO_MATCH;
      const inserted = this.upsertDocument(filter, operators);
      this.insert(state, inserted);
      return { matchedCount: 0, modifiedCount: 0, upsertedId: inserted._id };
    }
    const changes: Change[] = [];
    for (const current of matches) {
      const next = cloneObject(current);
      if (applyUpdate(next, operators, filter)) {
        changes.push({ id: current._id, before: current, doc: next });
      }
    }
    this.commit(state, changes);
    return { matchedCount: matches.length, modifiedCount: changes.length, upsertedId: null };
  }

  /** MongoDB's upsert: the filter's equality fields, then the update, with `_id` from either. */
  private upsertDocument(filter: Filter, update: Update): Document {
    const seed: Record<string, unknown> = {};
    for (const [path, value] of equalityConditions(filter)) setPath(seed, path, value);
    const setId = update.$set?.['_id'];
    const id = this.documentId(seed['_id'] ?? setId ?? randomUUID());
    const doc = cloneObject({ ...seed, _id: id });
    applyUpdate(doc, update, filter);
    return doc;
  }

  private delete(filter: Filter, limit?: number): number {
    const state = this.state();
    const matches = this.matching(state, filter, limit);
    for (const doc of matches) {
      for (const index of state.indexes.values()) index.remove(doc._id, doc);
      state.docs.delete(doc._id);
    }
    return matches.length;
  }

  private insert(state: CollectionState, doc: Document): void {
    if (state.docs.has(doc._id)) throw new DuplicateKeyError(this.name, { _id: doc._id });
    this.commit(state, [{ id: doc._id, before: undefined, doc }]);
  }

  private commit(state: CollectionState, changes: readonly Change[]): void {
    if (changes.length === 0) return;
    for (const index of state.indexes.values()) {
      const conflict = index.findConflict(changes);
      if (conflict) throw new DuplicateKeyError(this.name, conflict.value);
    }
    for (const { id, before, doc } of changes) {
      for (const index of state.indexes.values()) {
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
    const normalized = cloneObject(filter);
    const candidates = this.candidates(state, normalized);
    const onlyId = Object.keys(normalized).length === 1 && typeof normalized['_id'] === 'string';
    const test = onlyId ? () => true : compileFilter(normalized);
    const matches: Document[] = [];
    for (const doc of candidates) {
      if (!test(doc)) continue;
      matches.push(doc);
      if (matches.length === limit) break;
    }
    return matches;
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
      for (const index of state.indexes.values()) {
        const ids = index.candidates(equalities);
        if (ids) return this.byIds(state, [...ids]);
      }
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

  private incoming(doc: T, requireId = true): Document {
    const copy = cloneObject(doc);
    if (requireId || copy['_id'] !== undefined) this.documentId(copy['_id']);
    return copy;
  }

  private documentId(id: unknown): string {
    if (typeof id !== 'string') {
      throw new TypeError(`${this.name}: the embedded read store needs string _id values`);
    }
    return id;
  }

  private output(docs: readonly Document[], projection?: Record<string, 0 | 1>): T[] {
    const copies = docs.map((doc) => cloneObject(doc));
    if (!projection || Object.keys(projection).length === 0) return copies as T[];
    return projectDocuments(copies, projection) as T[];
  }
}

function applyUpdate(doc: Document, update: Update, filter: Filter): boolean {
  assertUpdateApplies(doc, update);
  return applyUpdateOperators(doc, addToSetAsPush(doc, withoutUnchangedId(doc, update)), filter);
}

/** MongoDB accepts `$set: {_id}` when it keeps the same value; mingo refuses any `_id` path. */
function withoutUnchangedId(doc: Document, update: Update): Update {
  const set = update.$set;
  if (!set || !('_id' in set) || set['_id'] !== doc._id) return update;
  const { _id: _unchanged, ...rest } = set;
  return { ...update, $set: rest };
}
