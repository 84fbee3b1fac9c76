import type { StoredFile } from '@morphic/contracts';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { createHash, randomUUID } from 'node:crypto';
import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../tokens';

const SAVED_NAME = /^[a-f0-9]{64}$/;
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

/**
 * Uploaded files on local disk under `FILES_DIR`, named by the sha256 of their content: the
 * same content is stored once, and no name or path from a client ever reaches the disk.
 */
@Injectable()
export class FileStore {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async save(content: Buffer, originalName: string): Promise<StoredFile> {
    const sha256 = createHash('sha256').update(content).digest('hex');
    const path = this.pathOf(sha256);
    if (!(await exists(path))) {
      await mkdir(join(path, '..'), { recursive: true });
      // Write aside, then rename: a reader never sees half a file.
      const partial = `${path}.${randomUUID()}.partial`;
      await writeFile(partial, content, { mode: 0o600 });
      await rename(partial, path);
    }
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

  private pathOf(sha256: string): string {
    return join(this.config.filesDir, sha256.slice(0, 2), sha256);
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
