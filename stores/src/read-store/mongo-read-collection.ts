import {
  DuplicateKeyError,
  type Document,
  type Filter,
  type FindOptions,
  type IndexSpec,
  type ReadCollection,
  type Update,
  type UpdateResult,
} from './read-store.port';
import {
  type Collection,
  type CreateIndexesOptions,
  type Filter as MongoFilter,
  type FindOptions as MongoFindOptions,
  type OptionalUnlessRequiredId,
  type UpdateFilter,
  MongoServerError,
} from 'mongodb';
import { assertSupportedProjection } from './field-projection';
import { compileFilter } from './query-filter';
import { assertSupportedUpdate } from './update-operators';

const DUPLICATE_KEY = 11000;
const NAMESPACE_NOT_FOUND = 26;

/**
 * A read collection over a MongoDB collection; duplicate key errors become DuplicateKeyError.
 * It refuses the syntax the port leaves out, as the embedded store does, although the server
 * would run it: code that works here works on the embedded store too.
 */
export class MongoReadCollection<T extends Document = Document> implements ReadCollection<T> {
  constructor(private readonly collection: Collection<T>) {}

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    const docs = await this.collection
      .find(asMongoFilter<T>(filter), findOptions(options))
      .toArray();
    return docs as T[];
  }

  async findOne(filter: Filter, options: Pick<FindOptions, 'projection'> = {}): Promise<T | null> {
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

  async updateOne(filter: Filter, update: Update): Promise<UpdateResult> {
    const mongoFilter = asMongoFilter<T>(filter);
    const operators = asMongoUpdate<T>(update);
    const result = await this.write(() => this.collection.updateOne(mongoFilter, operators));
    return { matchedCount: result.matchedCount };
  }

  async updateMany(filter: Filter, update: Update): Promise<UpdateResult> {
    const mongoFilter = asMongoFilter<T>(filter);
    const operators = asMongoUpdate<T>(update);
    const result = await this.write(() => this.collection.updateMany(mongoFilter, operators));
    return { matchedCount: result.matchedCount };
  }

  async replaceOne(filter: Filter, doc: T, options?: { upsert?: boolean }): Promise<void> {
    const mongoFilter = asMongoFilter<T>(filter);
    const upsert = options?.upsert === undefined ? {} : { upsert: options.upsert };
    await this.write(() => this.collection.replaceOne(mongoFilter, doc, upsert));
  }

  async deleteOne(filter: Filter): Promise<void> {
    await this.collection.deleteOne(asMongoFilter<T>(filter));
  }

  async deleteMany(filter: Filter): Promise<void> {
    await this.collection.deleteMany(asMongoFilter<T>(filter));
  }

  async createIndex(index: IndexSpec): Promise<void> {
    const options: CreateIndexesOptions = {};
    if (index.unique !== undefined) options.unique = index.unique;
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
        const key: unknown = error['keyValue'];
        throw new DuplicateKeyError(this.collection.collectionName, isRecord(key) ? key : {});
      }
      throw error;
    }
  }
}

/** Our filters use MongoDB's own syntax (checked against the port's subset first). */
function asMongoFilter<T extends Document>(filter: Filter): MongoFilter<T> {
  compileFilter(filter);
  return filter as MongoFilter<T>;
}

function asMongoUpdate<T extends Document>(update: Update): UpdateFilter<T> {
  assertSupportedUpdate(update);
  return update as UpdateFilter<T>;
}

function findOptions(options: FindOptions): MongoFindOptions {
  const mapped: MongoFindOptions = {};
  if (options.sort) mapped.sort = { ...options.sort };
  if (options.skip !== undefined) mapped.skip = options.skip;
  if (options.limit !== undefined) mapped.limit = options.limit;
  if (options.projection) {
    assertSupportedProjection(options.projection);
    mapped.projection = { ...options.projection };
  }
  return mapped;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
