import { NotFoundException } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ManualClock } from '../clock/clock';
import { DomainRuleViolation } from '../commands/decider';
import { loadConfig } from '../config/app-config';
import { FileStore, safeOriginalName } from './file-store';

describe('FileStore', () => {
  let dataDir: string;
  let store: FileStore;
  let clock: ManualClock;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'morphic-files-'));
    clock = new ManualClock();
    store = new FileStore(loadConfig({ DATA_DIR: dataDir }), clock);
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('stores content under its sha256 and reads it back', async () => {
    const content = Buffer.from('%PDF-1.4 hello');
    const sha256 = createHash('sha256').update(content).digest('hex');
    const stored = await store.save(content, 'cv.pdf');
    expect(stored).toEqual({
      saved_name: sha256,
      original_name: 'cv.pdf',
      size: content.length,
      sha256,
    });
    expect(await store.read(stored.saved_name)).toEqual(content);
    expect(readdirSync(join(dataDir, 'files', sha256.slice(0, 2)))).toEqual([sha256]);
  });

  it('never lets the client name reach the disk', async () => {
    const stored = await store.save(Buffer.from('x'), '../../../etc/passwd');
    expect(stored.original_name).toBe('passwd');
    expect(readdirSync(dataDir, { recursive: true }).join()).not.toContain('passwd');
  });

  it('stores the same content once', async () => {
    const a = await store.save(Buffer.from('same'), 'a.pdf');
    const b = await store.save(Buffer.from('same'), 'b.pdf');
    expect(a.saved_name).toBe(b.saved_name);
    expect(readdirSync(join(dataDir, 'files'), { recursive: true })).toHaveLength(2);
  });

  it('lists its files with their last save, a save of the same content again included', async () => {
    expect(await store.entries()).toEqual([]);
    const savedAt = clock.now();
    const { saved_name } = await store.save(Buffer.from('kept'), 'a.pdf');
    clock.advance(60_000);
    const other = await store.save(Buffer.from('other'), 'b.pdf');
    const entryOf = async (name: string) =>
      (await store.entries()).find((entry) => entry.savedName === name);
    expect(await entryOf(saved_name)).toEqual({
      name: saved_name,
      savedName: saved_name,
      savedAtMs: savedAt,
    });
    expect((await entryOf(other.saved_name))?.savedAtMs).toBe(savedAt + 60_000);
    clock.advance(60_000);
    await store.save(Buffer.from('kept'), 'again.pdf');
    expect((await entryOf(saved_name))?.savedAtMs).toBe(savedAt + 120_000);
  });

  it('removes a file unless it was saved since the cutoff, and lists leftovers of cut writes', async () => {
    const { saved_name } = await store.save(Buffer.from('old'), 'old.pdf');
    const leftover = `${saved_name}.0d1e.partial`;
    writeFileSync(join(dataDir, 'files', saved_name.slice(0, 2), leftover), 'half');
    const entries = await store.entries();
    const entry = entries.find((e) => e.savedName === saved_name);
    const partial = entries.find((e) => e.name === leftover);
    if (!entry || !partial) throw new Error('expected the file and the leftover');
    expect(partial.savedName).toBeNull();

    expect(await store.remove(entry, clock.now())).toBe(false);
    expect(await store.remove(entry, clock.now() + 1)).toBe(true);
    await expect(store.read(saved_name)).rejects.toBeInstanceOf(NotFoundException);
    expect(await store.remove(entry, clock.now() + 1)).toBe(false);
    expect(await store.remove(partial, Date.now() + 1)).toBe(true);
    expect(await store.entries()).toEqual([]);
  });

  describe('saveForCommand', () => {
    const refusal = new DomainRuleViolation('conflict', 'refused');
    const onDisk = () => readdirSync(join(dataDir, 'files'), { recursive: true }).sort();
    /** A command that saves `contents` and is then refused, once `refuse` settles. */
    const refusedCommand = (contents: string[], refuse: Promise<unknown> = Promise.resolve()) =>
      store.saveForCommand(async (save) => {
        for (const content of contents) await save(Buffer.from(content), 'cv.pdf');
        await refuse;
        throw refusal;
      });

    it('keeps what a command that succeeds saved', async () => {
      const stored = await store.saveForCommand(async (save) => save(Buffer.from('kept'), 'a.pdf'));
      expect(await store.read(stored.saved_name)).toEqual(Buffer.from('kept'));
    });

    it('removes at once what a refused command saved, and passes the refusal on', async () => {
      await expect(refusedCommand(['one', 'two', 'one'])).rejects.toBe(refusal);
      expect(await store.entries()).toEqual([]);
    });

    it('leaves to the sweeper what a command that failed otherwise saved (its events may be in)', async () => {
      const failure = new Error('the store answered after it committed');
      await expect(
        store.saveForCommand(async (save) => {
          await save(Buffer.from('maybe recorded'), 'a.pdf');
          throw failure;
        }),
      ).rejects.toBe(failure);
      expect(await store.entries()).toHaveLength(1);
    });

    it('keeps a file that was there before the refused command saved it again', async () => {
      const before = await store.save(Buffer.from('shared'), 'a.pdf');
      await expect(refusedCommand(['shared', 'new'])).rejects.toBe(refusal);
      expect((await store.entries()).map((entry) => entry.savedName)).toEqual([before.saved_name]);
    });

    it('keeps a file that another save met while the refused command was undecided', async () => {
      let refuse = (): void => undefined;
      const refused = refusedCommand(['met'], new Promise<void>((resolve) => (refuse = resolve)));
      const other = store.saveForCommand((save) => save(Buffer.from('met'), 'b.pdf'));
      const { saved_name } = await other;
      refuse();
      await expect(refused).rejects.toBe(refusal);
      expect(await store.read(saved_name)).toEqual(Buffer.from('met'));
      expect(onDisk()).toHaveLength(2);
    });

    it('keeps nothing of a refusal for the next save of the same content', async () => {
      await expect(refusedCommand(['again'])).rejects.toBe(refusal);
      const { saved_name } = await store.save(Buffer.from('again'), 'c.pdf');
      expect(await store.read(saved_name)).toEqual(Buffer.from('again'));
    });
  });

  it('answers 404 for names it never gave out, and for missing files', async () => {
    for (const name of ['../dev-jwt-secret', 'cv.pdf', 'A'.repeat(64), 'a'.repeat(64)]) {
      await expect(store.read(name)).rejects.toBeInstanceOf(NotFoundException);
    }
  });
});

describe('safeOriginalName', () => {
  it('keeps the last path part, drops control characters, bounds the length', () => {
    expect(safeOriginalName('C:\\Users\\ada\\My CV.docx')).toBe('My CV.docx');
    expect(safeOriginalName('cv\u0000\n.pdf')).toBe('cv.pdf');
    expect(safeOriginalName('   ')).toBe('file');
    expect(safeOriginalName(`${'x'.repeat(300)}.pdf`)).toHaveLength(255);
  });

  it('drops the bidirectional controls that disguise a name', () => {
    expect(safeOriginalName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    const every = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200E\u200F\u061C';
    expect(safeOriginalName(`a${every}b.pdf`)).toBe('ab.pdf');
    expect(safeOriginalName('تقرير.pdf')).toBe('تقرير.pdf');
  });
});
