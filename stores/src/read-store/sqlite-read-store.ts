import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type Database from 'better-sqlite3';
import { openSqliteFile } from '../sqlite-file';
import type { Document, IndexSpec, ReadCollection, ReadStore, WriteBatch } from './read-store.port';
import { jsonPathOf, pathExpression } from './sqlite-query-plan';
import type { CollectionInfo, IndexInfo, SqliteCatalog, TrackedPath } from './sqlite-catalog';
import { SqliteCollection } from './sqlite-collection';
import { DocumentCache } from './sqlite-document-cache';

type SqliteDatabase = Database.Database;
type Statement = Database.Statement;

/** Bumped (with a migration) whenever the table layout changes. */
const SCHEMA_VERSION = 1;

// Each collection is a table `c<id>` of (id, doc as JSON); its rowid keeps insertion order. An
// index is a SQLite expression index over json_extract of its paths and, when unique, a table of
// its encoded keys (MongoDB's multikey rules decide what is unique, which SQL alone cannot).
const SCHEMA = `
CREATE TABLE IF NOT EXISTS rs_collections (
  id   INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL UNIQUE
);
CREATE TABLE IF NOT EXISTS rs_indexes (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  collection_id INTEGER NOT NULL,
  name          TEXT NOT NULL,
  keys          TEXT NOT NULL,
  is_unique     INTEGER NOT NULL,
  UNIQUE (collection_id, name)
);
CREATE TABLE IF NOT EXISTS rs_paths (
  collection_id INTEGER NOT NULL,
  path          TEXT NOT NULL,
  multikey      INTEGER NOT NULL,
  mixed         INTEGER NOT NULL,
  PRIMARY KEY (collection_id, path)
);
`;

interface OpenBatch {
  readonly closed: Promise<void>;
  readonly close: () => void;
}

export type SqliteReadStoreLocation = { readonly dataDir: string } | { readonly file: string };

/**
 * The embedded read store, durable: documents as JSON in a SQLite file beside the event log, with
 * MongoDB's semantics for the port's subset. SQL narrows and orders through the indexes where
 * that gives MongoDB's answer (see `planQuery`); the rest of a filter runs on the rows in JS.
 * WAL with synchronous=NORMAL: a crash may lose the last commits, never half of one; the read
 * models and their checkpoints are committed together, so a lost commit is simply applied again.
 */
export class SqliteReadStore implements ReadStore, SqliteCatalog {
  static readonly FILE_NAME = 'read-models.sqlite';
  readonly durable = true;
  /** A few thousand documents: hot ones are read again and again, and memory stays small. */
  readonly documents = new DocumentCache(5000);
  private readonly catalog = new Map<string, CollectionInfo>();
  private readonly statements = new Map<string, Statement>();
  private openBatch: OpenBatch | null = null;
  /** Counts changes to the catalog, so a rollback reloads it only when it undid one. */
  private catalogChanges = 0;

  private constructor(readonly db: SqliteDatabase) {
    this.loadCatalog();
  }

  static open(location: SqliteReadStoreLocation): SqliteReadStore {
    const file = 'file' in location ? location.file : join(location.dataDir, this.FILE_NAME);
    mkdirSync(dirname(file), { recursive: true });
    const db = openSqliteFile(file, {
      holds: 'Read store',
      schema: SCHEMA,
      schemaVersion: SCHEMA_VERSION,
      // A crash may lose the last commits, never half of one: a lost one is applied again.
      synchronous: 'NORMAL',
    });
    return new SqliteReadStore(db);
  }

  collection<T extends Document = Document>(name: string): ReadCollection<T> {
    return new SqliteCollection<T>(this, name, false);
  }

  async listCollections(): Promise<string[]> {
    return [...this.catalog.keys()];
  }

  async beginBatch(): Promise<WriteBatch> {
    await this.writable();
    this.db.exec('BEGIN');
    let close!: () => void;
    const closed = new Promise<void>((resolve) => (close = resolve));
    const batch: OpenBatch = { closed, close };
    this.openBatch = batch;
    const end = (sql: 'COMMIT' | 'ROLLBACK'): void => {
      if (this.openBatch !== batch) throw new Error('The batch is closed');
      try {
        this.db.exec(sql);
        if (sql === 'ROLLBACK') this.loadCatalog();
      } catch (error) {
        // A commit that failed (a full disk) may leave the transaction open: nothing of it stays.
        if (this.db.inTransaction) this.db.exec('ROLLBACK');
        this.loadCatalog();
        throw error;
      } finally {
        this.openBatch = null;
        batch.close();
      }
    };
    const store = this.insideBatch();
    return {
      store,
      run: (work) => this.inSavepoint(() => work(store)),
      commit: async () => end('COMMIT'),
      abort: async () => end('ROLLBACK'),
    };
  }

  /** This store as a batch's work sees it: its writes go straight into the open batch. */
  private insideBatch(): ReadStore {
    return {
      durable: true,
      collection: <T extends Document>(name: string) => new SqliteCollection<T>(this, name, true),
      listCollections: () => this.listCollections(),
      beginBatch: () => Promise.reject(new Error('A batch is open: its work cannot open another')),
      close: () => this.close(),
    };
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }

  /** Resolves once no batch is open: when a write from outside a batch may run. */
  async writable(): Promise<void> {
    while (this.openBatch) await this.openBatch.closed;
  }

  /**
   * Runs `work`, synchronous, all or nothing: a failure undoes its writes (a savepoint inside a
   * transaction, a transaction of its own otherwise).
   */
  transaction<R>(work: () => R): R {
    const changesBefore = this.catalogChanges;
    const outside = !this.db.inTransaction;
    this.statement(outside ? 'BEGIN' : 'SAVEPOINT operation').run();
    try {
      const result = work();
      this.statement(outside ? 'COMMIT' : 'RELEASE operation').run();
      return result;
    } catch (error) {
      if (outside) this.statement('ROLLBACK').run();
      else {
        this.statement('ROLLBACK TO operation').run();
        this.statement('RELEASE operation').run();
      }
      if (this.catalogChanges !== changesBefore) this.loadCatalog();
      throw error;
    }
  }

  statement(sql: string): Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  infoOf(name: string): CollectionInfo | undefined {
    return this.catalog.get(name);
  }

  /** The collection's catalog entry, creating its table first if it has none. */
  ensureCollection(name: string): CollectionInfo {
    const existing = this.catalog.get(name);
    if (existing) return existing;
    const { lastInsertRowid } = this.db
      .prepare('INSERT INTO rs_collections (name) VALUES (?)')
      .run(name);
    const info = emptyInfo(Number(lastInsertRowid));
    this.db.exec(`CREATE TABLE ${info.table} (id TEXT NOT NULL UNIQUE, doc TEXT NOT NULL)`);
    this.catalog.set(name, info);
    this.catalogChanges += 1;
    return info;
  }

  addIndex(info: CollectionInfo, index: Omit<IndexInfo, 'id' | 'keyTable'>): IndexInfo {
    const { lastInsertRowid } = this.db
      .prepare('INSERT INTO rs_indexes (collection_id, name, keys, is_unique) VALUES (?, ?, ?, ?)')
      .run(info.id, index.name, JSON.stringify(index.keys), index.unique ? 1 : 0);
    const id = Number(lastInsertRowid);
    const added: IndexInfo = { ...index, id, keyTable: keyTableOf(id) };
    info.indexes.push(added);
    this.catalogChanges += 1;
    this.statements.clear();
    return added;
  }

  /** Records what the documents written so far hold at an indexed path (see `IndexedPath`). */
  trackPath(info: CollectionInfo, path: string, multikey: boolean, mixed: boolean): void {
    const jsonPath = jsonPathOf(path);
    const tracked: TrackedPath = {
      path,
      expression: jsonPath ? pathExpression(jsonPath) : '',
      multikey: multikey || !jsonPath,
      mixed,
    };
    this.db
      .prepare(
        'INSERT OR REPLACE INTO rs_paths (collection_id, path, multikey, mixed) VALUES (?, ?, ?, ?)',
      )
      .run(info.id, path, tracked.multikey ? 1 : 0, tracked.mixed ? 1 : 0);
    info.paths.set(path, tracked);
    this.catalogChanges += 1;
  }

  dropCollection(name: string): void {
    const info = this.catalog.get(name);
    if (!info) return;
    this.transaction(() => {
      this.db.exec(`DROP TABLE IF EXISTS ${info.table}`);
      for (const index of info.indexes) {
        if (index.unique) this.db.exec(`DROP TABLE IF EXISTS ${index.keyTable}`);
      }
      this.db.prepare('DELETE FROM rs_indexes WHERE collection_id = ?').run(info.id);
      this.db.prepare('DELETE FROM rs_paths WHERE collection_id = ?').run(info.id);
      this.db.prepare('DELETE FROM rs_collections WHERE id = ?').run(info.id);
    });
    this.catalog.delete(name);
    this.catalogChanges += 1;
    this.statements.clear();
  }

  /** A run of a batch: its own savepoint, named once since runs of a batch never overlap. */
  private async inSavepoint<T>(work: () => Promise<T>): Promise<T> {
    const changesBefore = this.catalogChanges;
    this.statement('SAVEPOINT batch_run').run();
    try {
      const result = await work();
      this.statement('RELEASE batch_run').run();
      return result;
    } catch (error) {
      this.statement('ROLLBACK TO batch_run').run();
      this.statement('RELEASE batch_run').run();
      // The work may have read back what it wrote: the cache may hold what was undone.
      this.documents.clear();
      if (this.catalogChanges !== changesBefore) this.loadCatalog();
      throw error;
    }
  }

  /** Reads the catalog from the file: at open, and after a rollback undid some of it. */
  private loadCatalog(): void {
    this.documents.clear();
    this.catalog.clear();
    this.statements.clear();
    const collections = this.db.prepare('SELECT id, name FROM rs_collections').all() as {
      id: number;
      name: string;
    }[];
    const byId = new Map<number, CollectionInfo>();
    for (const { id, name } of collections) {
      const info = emptyInfo(id);
      byId.set(id, info);
      this.catalog.set(name, info);
    }
    const indexes = this.db
      .prepare('SELECT id, collection_id, name, keys, is_unique FROM rs_indexes ORDER BY id')
      .all() as {
      id: number;
      collection_id: number;
      name: string;
      keys: string;
      is_unique: number;
    }[];
    for (const row of indexes) {
      const keys = JSON.parse(row.keys) as IndexSpec['keys'];
      byId.get(row.collection_id)?.indexes.push({
        id: row.id,
        name: row.name,
        keys,
        fields: Object.keys(keys),
        unique: row.is_unique === 1,
        keyTable: keyTableOf(row.id),
      });
    }
    const paths = this.db
      .prepare('SELECT collection_id, path, multikey, mixed FROM rs_paths')
      .all() as { collection_id: number; path: string; multikey: number; mixed: number }[];
    for (const row of paths) {
      const jsonPath = jsonPathOf(row.path);
      byId.get(row.collection_id)?.paths.set(row.path, {
        path: row.path,
        expression: jsonPath ? pathExpression(jsonPath) : '',
        multikey: row.multikey === 1 || !jsonPath,
        mixed: row.mixed === 1,
      });
    }
  }
}

function emptyInfo(id: number): CollectionInfo {
  return { id, table: `c${String(id)}`, indexes: [], paths: new Map() };
}

const keyTableOf = (indexId: number): string => `k${String(indexId)}`;
