/**
 * The subset of MongoDB's collection API that projections and queries use. Filters and
 * updates use MongoDB's query and update operator syntax; both adapters must give the same
 * answers (see the read-store contract suite).
 */
export type Document = { _id: string } & Record<string, unknown>;

export type Filter = Record<string, unknown>;

export type SortSpec = Record<string, 1 | -1>;

export type UpdateOperator = '$set' | '$inc' | '$push' | '$pull' | '$addToSet' | '$unset';

export type Update = Partial<Record<UpdateOperator, Record<string, unknown>>>;

export interface FindOptions {
  readonly sort?: SortSpec;
  readonly skip?: number;
  readonly limit?: number;
  /** Inclusion (1) or exclusion (0) projection, as in MongoDB. */
  readonly projection?: Record<string, 0 | 1>;
}

export interface UpdateOptions {
  readonly upsert?: boolean;
}

export interface UpdateResult {
  readonly matchedCount: number;
  readonly modifiedCount: number;
  /** Set when the update inserted a new document. */
  readonly upsertedId: string | null;
}

export interface IndexSpec {
  readonly keys: Record<string, 1 | -1>;
  readonly unique?: boolean;
  readonly name?: string;
}

export interface ReadCollection<T extends Document = Document> {
  readonly name: string;
  find(filter?: Filter, options?: FindOptions): Promise<T[]>;
  findOne(filter: Filter, options?: Pick<FindOptions, 'sort' | 'projection'>): Promise<T | null>;
  count(filter?: Filter): Promise<number>;
  insertOne(doc: T): Promise<void>;
  insertMany(docs: readonly T[]): Promise<void>;
  updateOne(filter: Filter, update: Update, options?: UpdateOptions): Promise<UpdateResult>;
  updateMany(filter: Filter, update: Update, options?: UpdateOptions): Promise<UpdateResult>;
  /** Replaces the whole document (keeping `_id`); with upsert inserts it when missing. */
  replaceOne(filter: Filter, doc: T, options?: UpdateOptions): Promise<UpdateResult>;
  deleteOne(filter: Filter): Promise<number>;
  deleteMany(filter?: Filter): Promise<number>;
  createIndex(index: IndexSpec): Promise<void>;
  /** Removes every document and index of the collection. */
  drop(): Promise<void>;
}

export interface ReadStore {
  collection<T extends Document = Document>(name: string): ReadCollection<T>;
  listCollections(): Promise<string[]>;
  /** Whether data survives a restart (MongoDB) or is rebuilt from the log at start (embedded). */
  readonly durable: boolean;
  close(): Promise<void>;
}

/** Thrown by insert/update/upsert when a unique index (including `_id`) would be violated. */
export class DuplicateKeyError extends Error {
  constructor(
    readonly collection: string,
    readonly key: Record<string, unknown>,
  ) {
    super(`Duplicate key in ${collection}: ${JSON.stringify(key)}`);
    this.name = 'DuplicateKeyError';
  }
}
