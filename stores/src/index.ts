/**
 * Server-only: the two store ports and their adapters. The event store is the embedded SQLite
 * log or KurrentDB; the read store is MongoDB's semantics on a SQLite file (or in memory, for
 * unit tests) or MongoDB. Each port
 * has one contract suite that every adapter passes. The KurrentDB and MongoDB adapters are not
 * exported: `createEventStore` and `createReadStore` load them only when they are configured.
 */
export * from './event-store/event-store.port';
export { SqliteEventStore, EventIdConflictError } from './event-store/sqlite-event-store';
export { createEventStore, type EventStoreConfig } from './event-store/create-event-store';
export * from './read-store/read-store.port';
export { MemoryReadStore } from './read-store/memory-read-store';
export { SqliteReadStore } from './read-store/sqlite-read-store';
export { createReadStore, type ReadStoreConfig } from './read-store/create-read-store';
export { readInPages, DEFAULT_PAGE_SIZE } from './read-store/read-in-pages';
export {
  GenerationalReadStore,
  GENERATIONS_COLLECTION,
  generationName,
} from './read-store/generational-read-store';
