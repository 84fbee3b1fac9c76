import type { Document } from '@morphic/contracts';
import {
  ALL_PROJECTIONS,
  CHECKPOINTS_COLLECTION,
  rebuildProjections,
  silentLogger,
} from '@morphic/projections';
import { SqliteEventStore } from '../../infrastructure/event-store/sqlite-event-store';
import { MemoryReadStore } from '../../infrastructure/read-store/memory-read-store';
import { DEMO_PASSWORDS, call, startTestApp } from '../../testing/test-app';

describe('rebuilding the read models from the log', () => {
  it('yields exactly the live read models (GET /api/dev/read-models, admin, outside production)', async () => {
    const platform = await startTestApp();
    try {
      const admin = await platform.login('admin', DEMO_PASSWORDS.admin);
      await call(platform.url, 'POST', '/api/admin/settings/current_cohort', {
        token: admin,
        body: { name: 'Cohort Rebuilt' },
      });
      const operator = await platform.login('ada', DEMO_PASSWORDS.operator);
      expect(
        (await call(platform.url, 'GET', '/api/dev/read-models', { token: operator })).status,
      ).toBe(403);

      const live = await call<{ collections: Record<string, Document[]> }>(
        platform.url,
        'GET',
        '/api/dev/read-models',
        { token: admin },
      );
      expect(live.status).toBe(200);
      expect(live.body.collections.accounts?.length).toBeGreaterThan(5);

      const log = SqliteEventStore.open({ dataDir: platform.dataDir });
      const rebuilt = new MemoryReadStore();
      try {
        await rebuildProjections({
          eventStore: log,
          readStore: rebuilt,
          projections: ALL_PROJECTIONS,
          logger: silentLogger,
        });
        const collections: Record<string, Document[]> = {};
        for (const name of (await rebuilt.listCollections()).sort()) {
          if (name === CHECKPOINTS_COLLECTION) continue;
          collections[name] = await rebuilt.collection(name).find({}, { sort: { _id: 1 } });
        }
        expect(JSON.parse(JSON.stringify(collections))).toEqual(live.body.collections);
      } finally {
        await log.close();
        await rebuilt.close();
      }
    } finally {
      await platform.close({ removeData: true });
    }
  });
});
