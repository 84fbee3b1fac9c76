import type { PublicSettings } from '@morphic/contracts';
import { ALL_PROJECTIONS, ProjectionRunner, silentLogger } from '@morphic/projections';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORDS, call, nextMessage, startTestApp } from '../../testing/test-app';
import { SqliteEventStore } from '@morphic/stores';
import { MemoryReadStore } from '@morphic/stores';
import { READ_STORE } from '../tokens';

describe('projections in a separate worker (PROJECTIONS_MODE=worker)', () => {
  it('answers commands once the worker has applied them and pushes what the worker applied', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'morphic-worker-'));
    // The worker and the backend share the read store (MongoDB in production) and the log.
    const readStore = new MemoryReadStore();
    const workerLog = SqliteEventStore.open({ dataDir });
    const worker = new ProjectionRunner({
      eventStore: workerLog,
      readStore,
      projections: ALL_PROJECTIONS,
      logger: silentLogger,
      checkpointFlushMs: 50,
    });
    await worker.start();
    const platform = await startTestApp({
      dataDir,
      env: { PROJECTIONS_MODE: 'worker' },
      customize: (builder) => builder.overrideProvider(READ_STORE).useValue(readStore),
    });
    try {
      const token = await platform.login('admin', DEMO_PASSWORDS.admin);
      const socket = await platform.socket();
      const pushed = nextMessage(
        socket,
        'settings.public',
        (e) => e.data.current_cohort === 'From the worker',
      );

      const response = await call<{ position: string }>(
        platform.url,
        'POST',
        '/api/admin/settings/current_cohort',
        {
          token,
          body: { name: 'From the worker' },
        },
      );

      expect(response.status).toBe(200);
      const settings = await call<PublicSettings>(platform.url, 'GET', '/api/settings/public');
      expect(settings.body.current_cohort).toBe('From the worker');
      expect((await pushed).position).toBe(response.body.position);
      const ready = await call<{ projections: { items: { state: string }[] } }>(
        platform.url,
        'GET',
        '/api/ready',
      );
      expect(ready.status).toBe(200);
      expect(ready.body.projections.items.every((item) => item.state === 'live')).toBe(true);
    } finally {
      await worker.stop();
      await workerLog.close();
      await platform.close({ removeData: true });
    }
  });
});
