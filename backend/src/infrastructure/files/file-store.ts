import type { StoredFile } from '@morphic/contracts';
import { WrongExpectedRevisionError } from '@morphic/stores';
import { HttpException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { createHash, randomUUID } from 'node:crypto';
import type { Stats } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Clock } from '../clock/clock';
import { DomainRuleViolation } from '../commands/decider';
import type { AppConfig } from '../config/app-config';
import { InputValidationError } from '../http/input-validation';
import { APP_CONFIG } from '../tokens';

const SAVED_NAME = /^[a-f0-9]{64}$/;
const PARTIAL_SUFFIX = '.partial';
const ORIGINAL_NAME_MAX = 255;
/**
 * Control characters, and the bidirectional controls (embeddings, overrides, isolates, marks)
 * that make `invoice\u202Efdp.exe` show as `invoiceexe.pdf`.
 */
const UNSHOWABLE = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/** A failure that proves the command appended nothing: its rules or its input refused it. */
function isRefusal(error: unknown): boolean {
  return (
    error instanceof DomainRuleViolation ||
    error instanceof InputValidationError ||
    error instanceof WrongExpectedRevisionError ||
    (error instanceof HttpException && error.getStatus() < 500)
  );
}

/** The client's file name as data: no directories, no control or bidirectional characters, bounded. */
export function safeOriginalName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const cleaned = Array.from(base.replace(UNSHOWABLE, '').trim())
    .slice(0, ORIGINAL_NAME_MAX)
    .join('');
  return cleaned || 'file';
}

/** Saves a file for a command (see `FileStore.saveForCommand`). */
export type SaveFile = (content: Buffer, originalName: string) => Promise<StoredFile>;

/** A save under way, or a command that saved a file and is undecided. */
interface Holder {
  /** Whether a save by another holder came while this one held the name. */
  met: boolean;
  /** Whether a save of this holder's created the file. */
  created: boolean;
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
  /**
   * Saves of one name run side by side (many users upload the same content); a removal waits
   * for the saves under way, and the saves that come during a removal wait for it, so a removal
   * never takes a fresh save.
   */
  private readonly saving = new Map<string, Set<Promise<unknown>>>();
  private readonly removing = new Map<string, Promise<unknown>>();
  /** Per name, the holders of it now. */
  private readonly holders = new Map<string, Set<Holder>>();
  private readonly logger = new Logger(FileStore.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async save(content: Buffer, originalName: string): Promise<StoredFile> {
    const sha256 = sha256Of(content);
    const holder = this.hold(sha256);
    try {
      await this.write(sha256, content);
    } finally {
      this.release(sha256, holder);
    }
    return storedFile(sha256, content, originalName);
  }

  /**
   * Runs a command that saves files (through `save`) and records them, and when it is refused
   * removes at once the files it saved that nothing else can hold: those its own saves created,
   * and that no other save of the same content met before the removal. Any other failure (a
   * store that may have committed before it failed) leaves them to the sweeper (`FileSweeper`),
   * which keeps what the read models reference; so does another command recording that content,
   * and a crash. `command` must end once its events are appended.
   */
  async saveForCommand<T>(command: (save: SaveFile) => Promise<T>): Promise<T> {
    const held = new Map<string, Holder>();
    const save: SaveFile = async (content, originalName) => {
      const sha256 = sha256Of(content);
      const holder = held.get(sha256) ?? this.hold(sha256);
      held.set(sha256, holder);
      if (await this.write(sha256, content)) holder.created = true;
      return storedFile(sha256, content, originalName);
    };
    try {
      return await command(save);
    } catch (error) {
      if (isRefusal(error)) {
        await Promise.all([...held].map(([name, holder]) => this.discard(name, holder)));
      }
      throw error;
    } finally {
      for (const [name, holder] of held) this.release(name, holder);
    }
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
    return this.exclusively(entry.savedName ?? entry.name, async () => {
      const saved = await statOrNull(path);
      if (!saved || savedAtMs(saved) >= cutoffMs) return false;
      await rm(path, { force: true });
      return true;
    });
  }

  /** Removes a refused command's file if it created it and met no other save of it. */
  private async discard(name: string, holder: Holder): Promise<void> {
    if (!holder.created) return;
    try {
      await this.exclusively(name, async () => {
        if (holder.met) return;
        await rm(this.pathOf(name), { force: true });
      });
    } catch (error) {
      this.logger.warn(`A refused upload's file was kept for the sweeper: ${String(error)}`);
    }
  }

  /**
   * Writes the content under its name, or stamps the file already there with the time;
   * whether this write created the file.
   */
  private async write(sha256: string, content: Buffer): Promise<boolean> {
    const path = this.pathOf(sha256);
    let created = false;
    await this.whileSaving(sha256, async () => {
      const now = new Date(this.clock.now());
      if (await stamped(path, now)) return;
      await mkdir(dirname(path), { recursive: true });
      // Write aside, then rename: a reader never sees half a file.
      const partial = `${path}.${randomUUID()}${PARTIAL_SUFFIX}`;
      await writeFile(partial, content, { mode: 0o600 });
      await rename(partial, path);
      await utimes(path, now, now);
      created = true;
    });
    return created;
  }

  /** A new holder of the name; it and the holders already there have met. */
  private hold(name: string): Holder {
    const holder: Holder = { met: false, created: false };
    const others = this.holders.get(name) ?? new Set<Holder>();
    for (const other of others) {
      other.met = true;
      holder.met = true;
    }
    others.add(holder);
    this.holders.set(name, others);
    return holder;
  }

  private release(name: string, holder: Holder): void {
    const others = this.holders.get(name);
    others?.delete(holder);
    if (others?.size === 0) this.holders.delete(name);
  }

  private pathOf(sha256: string): string {
    return join(this.config.filesDir, sha256.slice(0, 2), sha256);
  }

  private async whileSaving(name: string, work: () => Promise<void>): Promise<void> {
    for (let removal = this.removing.get(name); removal; removal = this.removing.get(name)) {
      await removal;
    }
    const saves = this.saving.get(name) ?? new Set<Promise<unknown>>();
    this.saving.set(name, saves);
    const save = work();
    saves.add(save);
    try {
      await save;
    } finally {
      saves.delete(save);
      if (saves.size === 0 && this.saving.get(name) === saves) this.saving.delete(name);
    }
  }

  private async exclusively<T>(name: string, work: () => Promise<T>): Promise<T> {
    const before = [this.removing.get(name), ...(this.saving.get(name) ?? [])];
    const removal = Promise.allSettled(before).then(work);
    const done = removal.catch(() => undefined);
    this.removing.set(name, done);
    try {
      return await removal;
    } finally {
      if (this.removing.get(name) === done) this.removing.delete(name);
    }
  }
}

const sha256Of = (content: Buffer): string => createHash('sha256').update(content).digest('hex');

function storedFile(sha256: string, content: Buffer, originalName: string): StoredFile {
  return {
    saved_name: sha256,
    original_name: safeOriginalName(originalName),
    size: content.length,
    sha256,
  };
}

/** Stamps an existing file with `now`; false when there is no such file. */
async function stamped(path: string, now: Date): Promise<boolean> {
  try {
    await utimes(path, now, now);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
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
