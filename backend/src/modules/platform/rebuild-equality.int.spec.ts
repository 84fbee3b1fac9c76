import { compareSnapshots, type ReadModelSnapshot } from '@morphic/projections';
import { rebuildReadModelsFromLog } from '@morphic/projections';
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

      const live = await call<{ collections: ReadModelSnapshot }>(
        platform.url,
        'GET',
        '/api/dev/read-models',
        { token: admin },
      );
      expect(live.status).toBe(200);
      expect(live.body.collections.accounts?.length).toBeGreaterThan(5);

      const { snapshot } = await rebuildReadModelsFromLog(platform.dataDir);
      expect(JSON.parse(JSON.stringify(snapshot))).toEqual(live.body.collections);
      expect(compareSnapshots(live.body.collections, snapshot).equal).toBe(true);
    } finally {
      await platform.close({ removeData: true });
    }
  });
});
