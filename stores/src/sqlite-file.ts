import Database from 'better-sqlite3';

export interface SqliteFileOptions {
  /** What the file holds, for errors: "Event log", "Read store". */
  readonly holds: string;
  /** The table layout, created if missing. */
  readonly schema: string;
  /** Bumped (with a migration) whenever the table layout changes. */
  readonly schemaVersion: number;
  readonly synchronous: 'NORMAL' | 'FULL';
  readonly busyTimeoutMs?: number;
}

/**
 * Opens (creating if needed) a SQLite file of ours in WAL mode, so readers run beside the one
 * writer, with its tables, and refuses a file of another schema version.
 */
export function openSqliteFile(file: string, options: SqliteFileOptions): Database.Database {
  const db = new Database(file, { timeout: options.busyTimeoutMs ?? 5000 });
  try {
    const mode = db.pragma('journal_mode = WAL', { simple: true });
    if (mode !== 'wal')
      throw new Error(`SQLite refused WAL mode for ${file} (got ${String(mode)})`);
    db.pragma(`synchronous = ${options.synchronous}`);
    if (options.busyTimeoutMs !== undefined) {
      db.pragma(`busy_timeout = ${String(options.busyTimeoutMs)}`);
    }
    db.exec(options.schema);
    const version = db.pragma('user_version', { simple: true });
    if (version === 0) db.pragma(`user_version = ${String(options.schemaVersion)}`);
    else if (version !== options.schemaVersion) {
      throw new Error(
        `${options.holds} ${file} has schema version ${String(version)}, expected ${String(options.schemaVersion)}`,
      );
    }
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
