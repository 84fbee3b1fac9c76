import type Database from 'better-sqlite3';
import { openSqliteFile } from '../sqlite-file';

export type SqliteDatabase = Database.Database;
export type Transaction<F extends (...args: never[]) => unknown> = Database.Transaction<F>;

/** Bumped (with a migration) whenever the table layout changes. */
const SCHEMA_VERSION = 1;

// AUTOINCREMENT: a position is never reused, even after the newest row is rolled back or removed,
// so a checkpoint can never point at a different event than the one it was taken at.
const SCHEMA = `
CREATE TABLE IF NOT EXISTS events (
  position    INTEGER PRIMARY KEY AUTOINCREMENT,
  event_id    TEXT    NOT NULL UNIQUE,
  stream_id   TEXT    NOT NULL,
  revision    INTEGER NOT NULL,
  type        TEXT    NOT NULL,
  data        TEXT    NOT NULL,
  metadata    TEXT    NOT NULL,
  recorded_at INTEGER NOT NULL,
  UNIQUE (stream_id, revision)
);
`;

export interface OpenEventsDatabaseOptions {
  readonly busyTimeoutMs: number;
}

/**
 * Opens (creating if needed) the event log file. WAL lets readers (subscriptions, another
 * process) run while one writer appends; synchronous=FULL fsyncs the WAL on every commit, so a
 * commit that returned has reached the disk and survives a process or machine crash.
 */
export function openEventsDatabase(
  file: string,
  options: OpenEventsDatabaseOptions,
): SqliteDatabase {
  return openSqliteFile(file, {
    holds: 'Event log',
    schema: SCHEMA,
    schemaVersion: SCHEMA_VERSION,
    synchronous: 'FULL',
    busyTimeoutMs: options.busyTimeoutMs,
  });
}
