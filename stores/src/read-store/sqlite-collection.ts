import {
  DuplicateKeyError,
  type Document,
  type Filter,
  type FindOptions,
  type IndexSpec,
  type ReadCollection,
  type SortSpec,
  type Update,
  type UpdateResult,
} from './read-store.port';
import { cloneObject } from './document-values';
import { assertSupportedProjection, projectFields, type Projection } from './field-projection';
import { pinnedId } from './filter-equalities';
import { defaultIndexName, indexKeysOf } from './index-keys';
import { compileFilter, type DocumentPredicate } from './query-filter';
import { sortDocuments } from './sort-documents';
import { decodeDocument, encodeDocument, needsCopy, shapeAtPath } from './sqlite-documents';
import { planQuery } from './sqlite-query-plan';
import type { CollectionInfo, IndexInfo, SqliteCatalog } from './sqlite-catalog';
import { applyUpdate, assertSupportedUpdate, replacementOf } from './update-operators';

interface Row {
  readonly id: string;
  readonly doc: Document;
  /** The stored JSON, when it was read. */
  readonly text?: string;
}

/** A document about to be stored, with its JSON. */
type Change = Row & { readonly text: string };

interface Selection {
  readonly filter: Filter;
  /** The id a filter of only `{_id: <string>}` names. */
  readonly byId?: string;
  readonly test: DocumentPredicate;
  readonly sort?: SortSpec;
  readonly skip: number;
  readonly limit?: number;
}

// By its code, not `instanceof Error`: the driver's errors may come from another realm (a test
// runner's sandbox).
const isConstraintError = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  String((error as { code?: unknown }).code).startsWith('SQLITE_CONSTRAINT');

/**
 * A collection of the SQLite read store. Every method checks its arguments first, then does its
 * work synchronously in one SQLite transaction (a savepoint inside a batch), so a failed
 * operation changes nothing and operations never interleave. A write from outside a batch waits
 * while one is open.
 */
export class SqliteCollection<T extends Document = Document> implements ReadCollection<T> {
  constructor(
    private readonly store: SqliteCatalog,
    private readonly name: string,
    /** Whether it writes into the open batch (a batch's `store`) rather than waiting for it. */
    private readonly insideBatch: boolean,
  ) {}

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    if (options.projection) assertSupportedProjection(options.projection);
    const skip = options.skip ?? 0;
    if (skip < 0) throw new Error('skip must be non-negative');
    const selection = this.selection(filter, {
      ...(options.sort ? { sort: options.sort } : {}),
      skip,
      // As in MongoDB, limit 0 means no limit and a negative limit counts like its absolute value.
      ...(options.limit ? { limit: Math.abs(options.limit) } : {}),
    });
    const info = this.store.infoOf(this.name);
    const rows = info ? this.select(info, selection) : [];
    return this.output(rows, options.projection);
  }

  async findOne(filter: Filter, options: Pick<FindOptions, 'projection'> = {}): Promise<T | null> {
    const [first] = await this.find(filter, { ...options, limit: 1 });
    return first ?? null;
  }

  async count(filter: Filter = {}): Promise<number> {
    const selection = this.selection(filter, { skip: 0 });
    const info = this.store.infoOf(this.name);
    if (!info) return 0;
    const plan = planQuery(selection.filter, undefined, info.paths);
    if (plan.exact) {
      const sql = `SELECT COUNT(*) FROM ${info.table} ${plan.where}`;
      return Number(
        this.store
          .statement(sql)
          .pluck()
          .get(...plan.params),
      );
    }
    return this.select(info, selection).length;
  }

  async insertOne(doc: T): Promise<void> {
    const incoming = this.incoming(doc);
    await this.writable();
    this.store.transaction(() => this.insert(this.store.ensureCollection(this.name), incoming));
  }

  async updateOne(filter: Filter, update: Update): Promise<UpdateResult> {
    return this.update(filter, update, false);
  }

  async updateMany(filter: Filter, update: Update): Promise<UpdateResult> {
    return this.update(filter, update, true);
  }

  async replaceOne(filter: Filter, doc: T, options?: { upsert?: boolean }): Promise<void> {
    const replacement = replacementOf(this.incoming(doc));
    const selection = this.selection(filter, { skip: 0, limit: 1 });
    await this.writable();
    this.store.transaction(() => {
      const info = this.store.infoOf(this.name);
      const [current] = info ? this.select(info, selection) : [];
      if (info && current) {
        if (replacement._id !== current.id) {
          throw new Error(`The (immutable) field '_id' was found to have been altered`);
        }
        const text = encodeDocument(replacement);
        if (text !== (current.text ?? encodeDocument(current.doc))) {
          this.write(info, [{ id: current.id, doc: replacement, text }]);
        }
      } else if (options?.upsert) {
        const filterId = pinnedId(selection.filter);
        if (filterId !== undefined && filterId !== replacement._id) {
          throw new Error(`The _id of the replacement differs from the _id in the filter`);
        }
        this.insert(this.store.ensureCollection(this.name), replacement);
      }
    });
  }

  async deleteOne(filter: Filter): Promise<void> {
    await this.delete(filter, 1);
  }

  async deleteMany(filter: Filter): Promise<void> {
    await this.delete(filter);
  }

  async createIndex(index: IndexSpec): Promise<void> {
    const name = defaultIndexName(index.keys);
    const unique = Boolean(index.unique);
    await this.writable();
    this.store.transaction(() => {
      const info = this.store.ensureCollection(this.name);
      // _id is always indexed and unique, as in MongoDB.
      if (Object.keys(index.keys).join() === '_id') return;
      const existing = info.indexes.find((candidate) => candidate.name === name);
      if (existing) {
        if (existing.unique === unique) return;
        throw new Error(`An index named ${name} already exists with different options`);
      }
      const fields = Object.keys(index.keys);
      const added = this.store.addIndex(info, { name, keys: index.keys, fields, unique });
      const rows = this.rows(`SELECT id, doc FROM ${info.table} ORDER BY rowid`, []);
      if (unique) {
        this.store.db.exec(
          `CREATE TABLE ${added.keyTable} (key TEXT PRIMARY KEY, id TEXT NOT NULL) WITHOUT ROWID;
           CREATE INDEX ${added.keyTable}_id ON ${added.keyTable} (id)`,
        );
        for (const row of rows) this.addKeys(added, row.id, row.doc);
      }
      for (const field of fields) {
        if (info.paths.has(field)) continue;
        const shapes = rows.map((row) => shapeAtPath(row.doc, field));
        this.store.trackPath(
          info,
          field,
          shapes.some((shape) => shape.multikey),
          shapes.some((shape) => shape.mixed),
        );
      }
      const expressions = fields.map((field) => info.paths.get(field)?.expression ?? '');
      if (expressions.every(Boolean)) {
        const columns = fields.map(
          (field, i) => `${expressions[i] ?? ''} ${index.keys[field] === -1 ? 'DESC' : 'ASC'}`,
        );
        this.store.db.exec(
          `CREATE INDEX x${String(added.id)} ON ${info.table} (${columns.join(', ')})`,
        );
      }
    });
  }

  async drop(): Promise<void> {
    await this.writable();
    this.store.dropCollection(this.name);
  }

  private async writable(): Promise<void> {
    if (!this.insideBatch) await this.store.writable();
  }

  private selection(filter: Filter, page: Omit<Selection, 'filter' | 'test'>): Selection {
    // The commonest filter by far, a document by its id, needs neither a copy nor a check.
    const id = filter['_id'];
    if (typeof id === 'string' && Object.keys(filter).length === 1) {
      return { filter, byId: id, test: () => true, ...page };
    }
    const normalized = cloneObject(filter);
    // Compiled before anything is read, so a filter the port refuses reads nothing.
    return { filter: normalized, test: compileFilter(normalized), ...page };
  }

  /**
   * The matching rows in the selection's order, skipped and limited: in SQL alone when the plan
   * is exact, otherwise testing each row SQL returns (and sorting them here when SQL cannot).
   */
  private select(info: CollectionInfo, selection: Selection): Row[] {
    const { filter, byId, test, sort, skip, limit } = selection;
    if (byId !== undefined) return skip > 0 ? [] : this.rowById(info, byId);
    const plan = planQuery(filter, sort, info.paths);
    const ordered = !sort || plan.orderBy !== null;
    const sql = `SELECT id, doc FROM ${info.table} ${plan.where} ${(sort && plan.orderBy) || ''}`;
    if (plan.exact && ordered) {
      if (limit === undefined && skip === 0) return this.rows(sql, plan.params);
      return this.rows(`${sql} LIMIT ? OFFSET ?`, [...plan.params, limit ?? -1, skip]);
    }
    const end = limit === undefined ? undefined : skip + limit;
    const matches: Row[] = [];
    for (const { id, doc: text } of this.store
      .statement(sql)
      .iterate(...plan.params) as IterableIterator<{ id: string; doc: string }>) {
      const doc = decodeDocument(text);
      if (!test(doc)) continue;
      matches.push({ id, doc, text });
      if (ordered && matches.length === end) break;
    }
    const sorted = ordered || !sort ? matches : sortByDocuments(matches, sort, end);
    return sorted.slice(skip, end);
  }

  /** The document with the id, from the cache when it was read lately: a copy either way. */
  private rowById(info: CollectionInfo, id: string): Row[] {
    const cached = this.store.documents.get(info.table, id);
    if (cached) return [{ id, doc: cloneObject(cached) }];
    const text = this.store
      .statement(`SELECT doc FROM ${info.table} WHERE id = ?`)
      .pluck()
      .get(id) as string | undefined;
    if (text === undefined) return [];
    // Two parses, one kept and one handed out: a parse costs about what a deep copy would.
    this.store.documents.set(info.table, id, decodeDocument(text));
    return [{ id, doc: decodeDocument(text), text }];
  }

  private rows(sql: string, params: readonly unknown[]): Row[] {
    const rows = this.store.statement(sql).all(...params) as { id: string; doc: string }[];
    return rows.map(({ id, doc }) => ({ id, doc: decodeDocument(doc), text: doc }));
  }

  private async update(filter: Filter, update: Update, many: boolean): Promise<UpdateResult> {
    assertSupportedUpdate(update);
    const operators = cloneObject(update);
    const selection = this.selection(filter, { skip: 0, ...(many ? {} : { limit: 1 }) });
    await this.writable();
    return this.store.transaction(() => {
      const info = this.store.infoOf(this.name);
      if (!info) return { matchedCount: 0 };
      const matches = this.select(info, selection);
      const changes: Change[] = [];
      for (const { id, doc } of matches) {
        if (applyUpdate(doc, operators)) changes.push({ id, doc, text: encodeDocument(doc) });
      }
      this.write(info, changes);
      return { matchedCount: matches.length };
    });
  }

  private async delete(filter: Filter, limit?: number): Promise<void> {
    const selection = this.selection(filter, { skip: 0, ...(limit ? { limit } : {}) });
    await this.writable();
    this.store.transaction(() => {
      const info = this.store.infoOf(this.name);
      if (!info) return;
      for (const { id } of this.select(info, selection)) {
        this.store.statement(`DELETE FROM ${info.table} WHERE id = ?`).run(id);
        this.store.documents.forget(info.table, id);
        this.removeKeys(info, id);
      }
    });
  }

  private insert(info: CollectionInfo, doc: Document): void {
    try {
      this.store
        .statement(`INSERT INTO ${info.table} (id, doc) VALUES (?, ?)`)
        .run(doc._id, encodeDocument(doc));
    } catch (error) {
      if (isConstraintError(error)) throw new DuplicateKeyError(this.name, { _id: doc._id });
      throw error;
    }
    for (const index of info.indexes) if (index.unique) this.addKeys(index, doc._id, doc);
    this.observe(info, [doc]);
  }

  /** Stores changed documents; their unique keys are all freed before any is claimed again. */
  private write(info: CollectionInfo, changes: readonly Change[]): void {
    if (changes.length === 0) return;
    for (const { id } of changes) this.removeKeys(info, id);
    for (const { id, doc, text } of changes) {
      for (const index of info.indexes) if (index.unique) this.addKeys(index, id, doc);
      this.store.statement(`UPDATE ${info.table} SET doc = ? WHERE id = ?`).run(text, id);
      this.store.documents.forget(info.table, id);
    }
    this.observe(
      info,
      changes.map((change) => change.doc),
    );
  }

  private addKeys(index: IndexInfo, id: string, doc: Document): void {
    const insert = this.store.statement(`INSERT INTO ${index.keyTable} (key, id) VALUES (?, ?)`);
    for (const key of indexKeysOf(index.fields, doc)) {
      try {
        insert.run(key.encoded, id);
      } catch (error) {
        if (isConstraintError(error)) throw new DuplicateKeyError(this.name, key.value);
        throw error;
      }
    }
  }

  private removeKeys(info: CollectionInfo, id: string): void {
    for (const index of info.indexes) {
      if (index.unique) this.store.statement(`DELETE FROM ${index.keyTable} WHERE id = ?`).run(id);
    }
  }

  /** Widens what the store assumes about indexed paths when a document breaks an assumption. */
  private observe(info: CollectionInfo, docs: readonly Document[]): void {
    for (const tracked of info.paths.values()) {
      if (tracked.multikey && tracked.mixed) continue;
      let { multikey, mixed } = tracked;
      for (const doc of docs) {
        const shape = shapeAtPath(doc, tracked.path);
        multikey ||= shape.multikey;
        mixed ||= shape.mixed;
      }
      if (multikey !== tracked.multikey || mixed !== tracked.mixed) {
        this.store.trackPath(info, tracked.path, multikey, mixed);
      }
    }
  }

  /** The document to store: the caller's own when it needs no copy (it is only read, then encoded). */
  private incoming(doc: T): Document {
    const copy = needsCopy(doc) ? cloneObject(doc) : doc;
    if (typeof copy['_id'] !== 'string') {
      throw new TypeError(`${this.name}: the embedded read store needs string _id values`);
    }
    return copy;
  }

  private output(rows: readonly Row[], projection?: Projection): T[] {
    const fields = projection && Object.keys(projection).length > 0 ? projection : undefined;
    return rows.map(
      ({ doc }) => (fields ? projectFields(doc, fields, (value) => value) : doc) as T,
    );
  }
}

function sortByDocuments(rows: readonly Row[], sort: SortSpec, keep?: number): Row[] {
  const byDoc = new Map(rows.map((row) => [row.doc, row]));
  return sortDocuments(
    rows.map((row) => row.doc),
    sort,
    keep,
  ).map((doc) => byDoc.get(doc) as Row);
}
