import type { StoredFile } from '@morphic/contracts';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { createHash, randomUUID } from 'node:crypto';
import type { Stats } from 'node:fs';
import {
  access,
  mkdir,
  readFile,
  readdir,
  rename,
  rm,
  stat,
  utimes,
  writeFile,
} from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Clock } from '../clock/clock';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../tokens';

const SAVED_NAME = /^[a-f0-9]{64}$/;
const PARTIAL_SUFFIX = '.partial';
const ORIGINAL_NAME_MAX = 255;
/**
 * Control characters, and the bidirectional controls (embeddings, overrides, isolates, marks)
 * that make `invoice\u202Efdp.exe` show as `invoiceexe.pdf`.
 */
const UNSHOWABLE = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/** The client's file name as data: no directories, no control or bidirectional characters, bounded. */
export function safeOriginalName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const cleaned = Array.from(base.replace(UNSHOWABLE, '').trim())
    .slice(0, ORIGINAL_NAME_MAX)
    .join('');
  return cleaned || 'file';
}

/** A file on disk: a stored file (`savedName`), or the leftover of a write a crash cut short. */
export interface FileEntry {
  readonly name: string;
  readonly savedName: string | null;
  /** When it was last saved (a save of the same content again counts). */
  readonly savedAtMs: number;
}

/**
 * Uploaded files on local disk under `FILES_DIR`, named by the sha256 of their content: the
 * same content is stored once, and no name or path from a client ever reaches the disk. Each
 * save stamps the file with the clock's time, even when the content was there already, so the
 * sweeper (`FileSweeper`) sees how recently something may have come to reference it.
 */
@Injectable()
export class FileStore {
  /** Saves and removals of one name wait for each other: a removal never takes a fresh save. */
  private readonly pending = new Map<string, Promise<unknown>>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async save(content: Buffer, originalName: string): Promise<StoredFile> {
    const sha256 = createHash('sha256').update(content).digest('hex');
    const path = this.pathOf(sha256);
    await this.inTurn(sha256, async () => {
      if (!(await exists(path))) {
        await mkdir(dirname(path), { recursive: true });
        // Write aside, then rename: a reader never sees half a file.
        const partial = `${path}.${randomUUID()}${PARTIAL_SUFFIX}`;
        await writeFile(partial, content, { mode: 0o600 });
        await rename(partial, path);
      }
      const now = new Date(this.clock.now());
      await utimes(path, now, now);
    });
    return {
      saved_name: sha256,
      original_name: safeOriginalName(originalName),
      size: content.length,
      sha256,
    };
  }

  /** The content of a stored file; 404 for a name that is not one this store gives out. */
  async read(savedName: string): Promise<Buffer> {
    if (!SAVED_NAME.test(savedName)) throw new NotFoundException('File not found');
    try {
      return await readFile(this.pathOf(savedName));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        throw new NotFoundException('File not found');
      }
      throw error;
    }
  }

  /** Every file on disk with its last save. */
  async entries(): Promise<FileEntry[]> {
    const entries: FileEntry[] = [];
    for (const folder of await namesIn(this.config.filesDir)) {
      for (const name of await namesIn(join(this.config.filesDir, folder))) {
        const savedName = SAVED_NAME.test(name) ? name : null;
        if (!savedName && !name.endsWith(PARTIAL_SUFFIX)) continue;
        const saved = await statOrNull(join(this.config.filesDir, folder, name));
        if (saved) entries.push({ name, savedName, savedAtMs: savedAtMs(saved) });
      }
    }
    return entries;
  }

  /** Deletes a file unless it was saved at or after `cutoffMs`; whether it did. */
  remove(entry: FileEntry, cutoffMs: number): Promise<boolean> {
    const path = join(this.config.filesDir, entry.name.slice(0, 2), entry.name);
    return this.inTurn(entry.savedName ?? entry.name, async () => {
      const saved = await statOrNull(path);
      if (!saved || savedAtMs(saved) >= cutoffMs) return false;
      await rm(path, { force: true });
      return true;
    });
  }

  private pathOf(sha256: string): string {
    return join(this.config.filesDir, sha256.slice(0, 2), sha256);
  }

  private async inTurn<T>(name: string, work: () => Promise<T>): Promise<T> {
    const turn = (this.pending.get(name) ?? Promise.resolve()).then(work, work);
    const done = turn.catch(() => undefined);
    this.pending.set(name, done);
    try {
      return await turn;
    } finally {
      if (this.pending.get(name) === done) this.pending.delete(name);
    }
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

/** The save time stamped on a file, in whole milliseconds as the clock gave it. */
const savedAtMs = (saved: Stats): number => Math.round(saved.mtimeMs);

async function namesIn(folder: string): Promise<string[]> {
  try {
    return await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

async function statOrNull(path: string): Promise<Stats | null> {
  try {
    return await stat(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
