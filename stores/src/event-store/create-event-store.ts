import type { EventStore } from './event-store.port';
import type { KurrentEventStore } from './kurrent-event-store';
import { SqliteEventStore } from './sqlite-event-store';

export interface EventStoreConfig {
  /** KurrentDB connection string (EVENTSTORE_URL); when absent the embedded SQLite log is used. */
  readonly eventStoreUrl?: string;
  /** Directory of the embedded log (DATA_DIR). */
  readonly dataDir: string;
}

export async function createEventStore(config: EventStoreConfig): Promise<EventStore> {
  if (config.eventStoreUrl) {
    // Loaded only when configured: the KurrentDB client (gRPC) takes longer to load than the
    // embedded store takes to open, and every start and test process paid for it.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const kurrent = require('./kurrent-event-store') as {
      KurrentEventStore: typeof KurrentEventStore;
    };
    return kurrent.KurrentEventStore.connect(config.eventStoreUrl);
  }
  return SqliteEventStore.open({ dataDir: config.dataDir });
}
