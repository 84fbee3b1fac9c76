import type { ReadStore } from './read-store.port';
import { GenerationalReadStore } from './generational-read-store';
import { MemoryReadStore } from './memory-read-store';
import { MongoReadStore } from './mongo-read-store';

export interface ReadStoreConfig {
  readonly mongoUrl?: string;
  readonly mongoDb?: string;
}

/**
 * MongoDB when a URL is configured (`MONGO_URL`), the embedded store otherwise; either with
 * generations of collections, so a projection can be rebuilt beside its live read model.
 */
export async function createReadStore(config: ReadStoreConfig): Promise<GenerationalReadStore> {
  const store: ReadStore = config.mongoUrl
    ? await MongoReadStore.connect(config.mongoUrl, config.mongoDb)
    : new MemoryReadStore();
  return GenerationalReadStore.open(store);
}
