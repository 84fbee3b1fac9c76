/**
 * The part of MongoDB's collection API that projections and queries use, and no more. Filters
 * and updates use MongoDB's syntax, limited to the operators below; both adapters refuse the
 * others, so a new need shows at once (add it to the port, both adapters and the contract suite).
 */
export type Document = { _id: string } & Record<string, unknown>;

/**
 * `{field: value}` (a dotted path reaches into embedded documents; a value also matches an
 * array holding it; null also matches a missing field), `{field: {$in | $ne | $lt | $exists |
 * $regex (+ $options)}}`, and `$or` / `$and` over filters.
 */
export type Filter = Record<string, unknown>;

export type SortSpec = Record<string, 1 | -1>;

/** On top-level fields only. `$addToSet` takes one value (no `$each`). */
export type UpdateOperator = '$set' | '$inc' | '$addToSet';

export type Update = Partial<Record<UpdateOperator, Record<string, unknown>>>;

export interface FindOptions {
  readonly sort?: SortSpec;
  readonly skip?: number;
  readonly limit?: number;
  /** The top-level fields to return, `_id` always among them. */
  readonly projection?: Record<string, 1>;
}

export interface UpdateResult {
  readonly matchedCount: number;
}

export interface IndexSpec {
  readonly keys: Record<string, 1 | -1>;
  readonly unique?: boolean;
}

export interface ReadCollection<T extends Document = Document> {
  find(filter: Filter, options?: FindOptions): Promise<T[]>;
  findOne(filter: Filter, options?: Pick<FindOptions, 'projection'>): Promise<T | null>;
  count(filter?: Filter): Promise<number>;
  insertOne(doc: T): Promise<void>;
  updateOne(filter: Filter, update: Update): Promise<UpdateResult>;
  updateMany(filter: Filter, update: Update): Promise<UpdateResult>;
  /** Replaces the whole document; with upsert inserts it when missing. */
  replaceOne(filter: Filter, doc: T, options?: { readonly upsert?: boolean }): Promise<void>;
  deleteOne(filter: Filter): Promise<void>;
  deleteMany(filter: Filter): Promise<void>;
  createIndex(index: IndexSpec): Promise<void>;
  /** Removes every document and index of the collection. */
  drop(): Promise<void>;
}

/**
 * Writes that reach the store together or not at all, where the adapter can (the embedded SQLite
 * store: one transaction). MongoDB and the in-memory store apply each write as it comes.
 */
export interface WriteBatch {
  /** The store seen from inside the batch: writes through it belong to the batch. */
  readonly store: ReadStore;
  /**
   * Runs `work` on the batch's store: if it fails, its writes are undone and the rest of the
   * batch stands. Runs of one batch must not overlap.
   */
  run<T>(work: (store: ReadStore) => Promise<T>): Promise<T>;
  commit(): Promise<void>;
  /** Undoes every write of the batch. */
  abort(): Promise<void>;
}

export interface ReadStore {
  collection<T extends Document = Document>(name: string): ReadCollection<T>;
  listCollections(): Promise<string[]>;
  /** Whether data survives a restart (SQLite, MongoDB) or is rebuilt from the log at start. */
  readonly durable: boolean;
  /**
   * Opens a batch (after the one open before it closes). Writes made outside it (not through
   * its `store`) meanwhile wait until it closes; reads see its writes at once.
   */
  beginBatch(): Promise<WriteBatch>;
  close(): Promise<void>;
}

/** Thrown by insert/update/replace when a unique index (including `_id`) would be violated. */
export class DuplicateKeyError extends Error {
  constructor(
    readonly collection: string,
    readonly key: Record<string, unknown>,
  ) {
    super(`Duplicate key in ${collection}: ${JSON.stringify(key)}`);
    this.name = 'DuplicateKeyError';
  }
}
