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
import {
  type Collection,
  type CreateIndexesOptions,
  type Filter as MongoFilter,
  type FindOptions as MongoFindOptions,
  type OptionalUnlessRequiredId,
  type UpdateFilter,
  type UpdateResult as MongoUpdateResult,
  MongoBulkWriteError,
  MongoServerError,
} from 'mongodb';
import { valueAtPath } from './document-values';
import { pinnedId } from './filter-equalities';

const DUPLICATE_KEY = 11000;
const NAMESPACE_NOT_FOUND = 26;

/** A read collection over a MongoDB collection; duplicate key errors become DuplicateKeyError. */
export class MongoReadCollection<T extends Document = Document> implements ReadCollection<T> {
  constructor(private readonly collection: Collection<T>) {}

  get name(): string {
    return this.collection.collectionName;
  }

  async find(filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    const docs = await this.collection
      .find(asMongoFilter<T>(filter), findOptions(options))
      .toArray();
    return docs as T[];
  }

  async findOne(
    filter: Filter,
    options: Pick<FindOptions, 'sort' | 'projection'> = {},
  ): Promise<T | null> {
    const doc = await this.collection.findOne(asMongoFilter<T>(filter), findOptions(options));
    return doc as T | null;
  }

  async count(filter: Filter = {}): Promise<number> {
    return this.collection.countDocuments(asMongoFilter<T>(filter));
  }

  // T always carries its _id, so the driver's OptionalUnlessRequiredId<T> is T itself.
  async insertOne(doc: T): Promise<void> {
    await this.write(() => this.collection.insertOne(doc as OptionalUnlessRequiredId<T>));
  }

  async insertMany(docs: readonly T[]): Promise<void> {
    if (docs.length === 0) return;
    await this.write(() =>
      this.collection.insertMany(docs as readonly OptionalUnlessRequiredId<T>[]),
    );
  }

  async updateOne(filter: Filter, update: Update, options?: UpdateOptions): Promise<UpdateResult> {
    const operators = withStringIdOnUpsert<T>(filter, update, options);
    return this.write(async () =>
      toUpdateResult(
        await this.collection.updateOne(
          asMongoFilter<T>(filter),
          operators,
          updateOptions(options),
        ),
      ),
    );
  }

  async updateMany(filter: Filter, update: Update, options?: UpdateOptions): Promise<UpdateResult> {
    const operators = withStringIdOnUpsert<T>(filter, update, options);
    return this.write(async () =>
      toUpdateResult(
        await this.collection.updateMany(
          asMongoFilter<T>(filter),
          operators,
          updateOptions(options),
        ),
      ),
    );
  }

  async replaceOne(filter: Filter, doc: T, options?: UpdateOptions): Promise<UpdateResult> {
    return this.write(async () =>
      toUpdateResult(
        await this.collection.replaceOne(asMongoFilter<T>(filter), doc, updateOptions(options)),
      ),
    );
  }

  async deleteOne(filter: Filter): Promise<number> {
    return (await this.collection.deleteOne(asMongoFilter<T>(filter))).deletedCount;
  }

  async deleteMany(filter: Filter = {}): Promise<number> {
    return (await this.collection.deleteMany(asMongoFilter<T>(filter))).deletedCount;
  }

  async createIndex(index: IndexSpec): Promise<void> {
    const options: CreateIndexesOptions = {};
    if (index.unique !== undefined) options.unique = index.unique;
    if (index.name !== undefined) options.name = index.name;
    await this.write(() => this.collection.createIndex({ ...index.keys }, options));
  }

  async drop(): Promise<void> {
    try {
      await this.collection.drop();
    } catch (error) {
      if (!(error instanceof MongoServerError && error.code === NAMESPACE_NOT_FOUND)) throw error;
    }
  }

  private async write<R>(run: () => Promise<R>): Promise<R> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof MongoServerError && error.code === DUPLICATE_KEY) {
        throw new DuplicateKeyError(this.name, await this.duplicateKeyValue(error));
      }
      throw error;
    }
  }

  /**
   * Single writes carry the server's `keyValue`. insertMany's bulk error keeps only the failing
   * document and a message naming the index, so the key is rebuilt from those two.
   */
  private async duplicateKeyValue(error: MongoServerError): Promise<Record<string, unknown>> {
    const reported: unknown = error['keyValue'];
    if (isRecord(reported)) return reported;
    if (!(error instanceof MongoBulkWriteError)) return {};
    const [first] = Array.isArray(error.writeErrors) ? error.writeErrors : [error.writeErrors];
    const indexName = /index: (\S+) dup key/.exec(first?.errmsg ?? '')?.[1];
    const doc: unknown = first?.getOperation();
    if (!indexName || !isRecord(doc)) return {};
    const indexes = await this.collection.indexes().catch(() => []);
    const pattern = indexes.find((index) => index.name === indexName)?.key;
    if (!pattern) return {};
    const key: Record<string, unknown> = {};
    for (const field of Object.keys(pattern)) key[field] = valueAtPath(doc, field) ?? null;
    return key;
  }
}

/** Our filters use MongoDB's own syntax; the driver's type just cannot see it. */
function asMongoFilter<T extends Document>(filter: Filter): MongoFilter<T> {
  return filter as MongoFilter<T>;
}

function findOptions(options: FindOptions): MongoFindOptions {
  const mapped: MongoFindOptions = {};
  if (options.sort) mapped.sort = { ...options.sort };
  if (options.skip !== undefined) mapped.skip = options.skip;
  if (options.limit !== undefined) mapped.limit = options.limit;
  if (options.projection) mapped.projection = { ...options.projection };
  return mapped;
}

function updateOptions(options: UpdateOptions | undefined): { upsert?: boolean } {
  return options?.upsert === undefined ? {} : { upsert: options.upsert };
}

/**
 * Documents have string ids: when an upsert's filter pins no `_id`, give the server one to use
 * if it inserts, instead of letting it generate an ObjectId.
 */
function withStringIdOnUpsert<T extends Document>(
  filter: Filter,
  update: Update,
  options: UpdateOptions | undefined,
): UpdateFilter<T> {
  const operators = { ...update } as UpdateFilter<T>;
  if (!options?.upsert || pinnedId(filter) !== undefined || update.$set?.['_id'] !== undefined) {
    return operators;
  }
  return { ...operators, $setOnInsert: { _id: randomUUID() } } as UpdateFilter<T>;
}

function toUpdateResult(result: MongoUpdateResult<Document>): UpdateResult {
  const upsertedId: unknown = result.upsertedId;
  return {
    matchedCount: result.matchedCount,
    modifiedCount: result.modifiedCount,
    upsertedId: upsertedId === null || upsertedId === undefined ? null : String(upsertedId),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
