import type { EventStore } from './event-store.port';
import { KurrentEventStore } from './kurrent-event-store';
import { SqliteEventStore } from './sqlite-event-store';

export interface EventStoreConfig {
  /** KurrentDB connection string (EVENTSTORE_URL); when absent the embedded SQLite log is used. */
  readonly eventStoreUrl?: string;
  /** Directory of the embedded log (DATA_DIR). */
  readonly dataDir: string;
}

export async function createEventStore(config: EventStoreConfig): Promise<EventStore> {
  if (config.eventStoreUrl) return KurrentEventStore.connect(config.eventStoreUrl);
  return SqliteEventStore.open({ dataDir: config.dataDir });
}
