import type { EventStore, ReadStore } from '@morphic/stores';
import type { RuntimeLogger } from '@morphic/projections';
import pino from 'pino';
import type { AppConfig } from '#infrastructure/config/app-config';
import { createEventStore, createReadStore } from '@morphic/stores';

export interface CliStores {
  readonly eventStore: EventStore;
  readonly readStore: ReadStore;
  close(): Promise<void>;
}

export async function openStores(config: AppConfig): Promise<CliStores> {
  const eventStore = await createEventStore({
    eventStoreUrl: config.eventStoreUrl,
    dataDir: config.dataDir,
  });
  const readStore = await createReadStore({
    mongoUrl: config.mongoUrl,
    mongoDb: config.mongoDb,
    dataDir: config.dataDir,
  });
  return {
    eventStore,
    readStore,
    close: async () => {
      await eventStore.close();
      await readStore.close();
    },
  };
}

/** JSON logs on stderr, in the same shape as the server's. */
export function cliLogger(config: AppConfig, name: string): RuntimeLogger {
  const logger = pino({ name, level: config.logLevel }, pino.destination(2));
  return {
    info: (fields, message) => logger.info(fields, message),
    warn: (fields, message) => logger.warn(fields, message),
    error: (fields, message) => logger.error(fields, message),
  };
}
