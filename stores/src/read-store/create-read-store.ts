import type { ReadStore } from './read-store.port';
import { GenerationalReadStore } from './generational-read-store';
import { MemoryReadStore } from './memory-read-store';
import type { MongoReadStore } from './mongo-read-store';

export interface ReadStoreConfig {
  readonly mongoUrl?: string;
  readonly mongoDb?: string;
}

/** The MongoDB adapter, loaded only when configured: its driver is slow to load. */
async function connectMongo(url: string, database: string | undefined): Promise<ReadStore> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const mongo = require('./mongo-read-store') as { MongoReadStore: typeof MongoReadStore };
  return mongo.MongoReadStore.connect(url, database);
}

/**
 * MongoDB when a URL is configured (`MONGO_URL`), the embedded store otherwise; either with
 * generations of collections, so a projection can be rebuilt beside its live read model.
 */
export async function createReadStore(config: ReadStoreConfig): Promise<GenerationalReadStore> {
  const store: ReadStore = config.mongoUrl
    ? await connectMongo(config.mongoUrl, config.mongoDb)
    : new MemoryReadStore();
  return GenerationalReadStore.open(store);
}
