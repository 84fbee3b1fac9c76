import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEventStore } from './create-event-store';
import { KurrentEventStore } from './kurrent-event-store';
import { SqliteEventStore } from './sqlite-event-store';

describe('createEventStore', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'morphic-create-store-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('opens the embedded log when no KurrentDB URL is configured', async () => {
    const store = await createEventStore({ dataDir });
    expect(store).toBeInstanceOf(SqliteEventStore);
    await store.close();
  });

  it('loads the KurrentDB adapter when a URL is configured (it connects on first use)', async () => {
    const store = await createEventStore({
      eventStoreUrl: 'kurrentdb://127.0.0.1:1?tls=false',
      dataDir,
    });
    expect(store).toBeInstanceOf(KurrentEventStore);
    await store.close();
  });
});
