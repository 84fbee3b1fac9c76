import type { ReadStore } from './read-store.port';
import { GenerationalReadStore } from './generational-read-store';
import type { MongoReadStore } from './mongo-read-store';
import { SqliteReadStore } from './sqlite-read-store';

export interface ReadStoreConfig {
  readonly mongoUrl?: string;
  readonly mongoDb?: string;
  /** Where the embedded store keeps its file (DATA_DIR), beside the embedded event log. */
  readonly dataDir: string;
  /** Wraps the adapter before generations are added (the fault-injection tests' crash point). */
  readonly decorate?: (store: ReadStore) => ReadStore;
}

/** The MongoDB adapter, loaded only when configured: its driver is slow to load. */
async function connectMongo(url: string, database: string | undefined): Promise<ReadStore> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const mongo = require('./mongo-read-store') as { MongoReadStore: typeof MongoReadStore };
  return mongo.MongoReadStore.connect(url, database);
}

/**
 * MongoDB when a URL is configured (`MONGO_URL`), the embedded SQLite store otherwise; either
 * with generations of collections, so a projection can be rebuilt beside its live read model.
 */
export async function createReadStore(config: ReadStoreConfig): Promise<GenerationalReadStore> {
  const store: ReadStore = config.mongoUrl
    ? await connectMongo(config.mongoUrl, config.mongoDb)
    : SqliteReadStore.open({ dataDir: config.dataDir });
  return GenerationalReadStore.open(config.decorate ? config.decorate(store) : store);
}
