import type Database from 'better-sqlite3';
import type { IndexSpec } from './read-store.port';
import type { DocumentCache } from './sqlite-document-cache';
import type { IndexedPath } from './sqlite-query-plan';

export interface IndexInfo {
  readonly id: number;
  readonly name: string;
  readonly keys: IndexSpec['keys'];
  readonly fields: readonly string[];
  readonly unique: boolean;
  /** The table of encoded keys of a unique index. */
  readonly keyTable: string;
}

export interface TrackedPath extends IndexedPath {
  readonly path: string;
}

/** A collection that exists (was written to or indexed), as the catalog describes it. */
export interface CollectionInfo {
  readonly id: number;
  readonly table: string;
  readonly indexes: IndexInfo[];
  /** The indexed paths SQL may read, by dotted path. */
  readonly paths: Map<string, TrackedPath>;
}

/** What a collection of the SQLite read store uses of its store: the file and its catalog. */
export interface SqliteCatalog {
  readonly db: Database.Database;
  readonly documents: DocumentCache;
  statement(sql: string): Database.Statement;
  /** Runs `work`, synchronous, all or nothing. */
  transaction<R>(work: () => R): R;
  /** Resolves once no batch is open: when a write from outside a batch may run. */
  writable(): Promise<void>;
  infoOf(name: string): CollectionInfo | undefined;
  ensureCollection(name: string): CollectionInfo;
  addIndex(info: CollectionInfo, index: Omit<IndexInfo, 'id' | 'keyTable'>): IndexInfo;
  trackPath(info: CollectionInfo, path: string, multikey: boolean, mixed: boolean): void;
  dropCollection(name: string): void;
}
