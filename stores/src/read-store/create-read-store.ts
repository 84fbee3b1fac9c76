import type { ReadStore } from './read-store.port';
import { MemoryReadStore } from './memory-read-store';
import { MongoReadStore } from './mongo-read-store';

export interface ReadStoreConfig {
  readonly mongoUrl?: string;
  readonly mongoDb?: string;
}

/** MongoDB when a URL is configured (`MONGO_URL`), the embedded store otherwise. */
export async function createReadStore(config: ReadStoreConfig): Promise<ReadStore> {
  if (config.mongoUrl) return MongoReadStore.connect(config.mongoUrl, config.mongoDb);
  return new MemoryReadStore();
}
