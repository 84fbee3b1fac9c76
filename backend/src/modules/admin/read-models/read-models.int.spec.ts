import {
  SYSTEM_HEALTH_TEXTS,
  type ProjectionRebuildProgress,
  type ProjectionsOverviewResponse,
} from '@morphic/contracts';
import { ACCOUNTS_COLLECTION } from '@morphic/contracts/server';
import {
  ALL_PROJECTIONS,
  compareSnapshots,
  rebuildReadModelsFromLog,
  type Projection,
  type ReadModelSnapshot,
} from '@morphic/projections';
import { GenerationalReadStore, generationName, type ReadStore } from '@morphic/stores';
import { PROJECTIONS } from '#infrastructure/projections/projections.service';
import {
  DEMO_PASSWORDS,
  call,
  nextMessage,
  startTestApp,
  type TestApp,
} from '../../../testing/test-app';

/**
 * The accounts projection, except that in a generation being built beside the live one it waits
 * for `release` before each event: the test holds the rebuild open while it reads and writes.
 */
function gatedAccounts(gate: Promise<void>): Projection {
  const accounts = ALL_PROJECTIONS.find((projection) => projection.name === 'accounts');
  if (!accounts) throw new Error('No accounts projection');
  const inNewGeneration = (store: ReadStore): boolean =>
    store instanceof GenerationalReadStore &&
    store.physicalName(ACCOUNTS_COLLECTION) !==
      generationName(ACCOUNTS_COLLECTION, store.generationOf(ACCOUNTS_COLLECTION));
  const apply = Object.fromEntries(
    Object.entries(accounts.apply).map(([type, handler]) => [
      type,
      async (event: never, store: ReadStore) => {
        if (inNewGeneration(store)) await gate;
        await (handler as (event: never, store: ReadStore) => Promise<void>)(event, store);
      },
    ]),
  );
  return { ...accounts, apply };
}

describe('read models: GET /api/admin/projections and POST /api/admin/projections/{name}/rebuild', () => {
  let platform: TestApp;
  let release: () => void;
  let admin: string;

  beforeAll(async () => {
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    platform = await startTestApp({
      customize: (builder) =>
        builder
          .overrideProvider(PROJECTIONS)
          .useValue(
            ALL_PROJECTIONS.map((projection) =>
              projection.name === 'accounts' ? gatedAccounts(gate) : projection,
            ),
          ),
    });
    admin = await platform.login('admin', DEMO_PASSWORDS.admin);
  });

  afterAll(async () => {
    release();
    await platform.close({ removeData: true });
  });

  const overview = async (token = admin) =>
    call<ProjectionsOverviewResponse>(platform.url, 'GET', '/api/admin/projections', { token });

  it('lists every projection with version, generation, checkpoint, lag and state', async () => {
    const response = await overview();

    expect(response.status).toBe(200);
    expect(response.body.mode).toBe('in_process');
    expect(response.body.event_store.head).toMatch(/^\d+/);
    expect(response.body.projections.map((p) => p.name)).toEqual(
      ALL_PROJECTIONS.map((p) => p.name),
    );
    expect(response.body.reactors.length).toBeGreaterThan(0);
    expect(response.body.reactors[0]).toEqual({
      name: expect.any(String),
      position: expect.stringMatching(/^\d+/),
      lag: expect.any(Number),
      state: 'live',
      error: null,
    });
    expect(response.body.projections.find((p) => p.name === 'accounts')).toEqual({
      name: 'accounts',
      version: expect.any(Number),
      position: expect.stringMatching(/^\d+/),
      state: 'live',
      error: null,
      lag: expect.any(Number),
      generation: 0,
      collections: [ACCOUNTS_COLLECTION],
      rebuild: null,
    });
  });

  it('answers 401 without a session and 403 to an operator, on both endpoints', async () => {
    const operator = await platform.login('ada', DEMO_PASSWORDS.operator);
    expect((await call(platform.url, 'GET', '/api/admin/projections')).status).toBe(401);
    expect((await overview(operator)).status).toBe(403);
    const path = '/api/admin/projections/accounts/rebuild';
    expect((await call(platform.url, 'POST', path)).status).toBe(401);
    expect((await call(platform.url, 'POST', path, { token: operator })).status).toBe(403);
    expect((await overview()).body.projections.every((p) => p.rebuild === null)).toBe(true);
  });

  it('answers 404 for a projection that does not exist', async () => {
    const response = await call(platform.url, 'POST', '/api/admin/projections/nope/rebuild', {
      token: admin,
    });

    expect(response.status).toBe(404);
    expect(response.body.error).toBe(SYSTEM_HEALTH_TEXTS.unknownProjection('nope'));
  });

  it('rebuilds accounts beside the live read model while the app reads and writes, pushes progress, refuses a second rebuild, and switches to what a fresh rebuild yields', async () => {
    const founder = await platform.login('founder', DEMO_PASSWORDS.founder);
    const operatorSocket = await platform.socket(
      await platform.login('alan', DEMO_PASSWORDS.operator),
    );
    const adminSocket = await platform.socket(admin);
    const founderSocket = await platform.socket(founder);
    const operatorPushes: ProjectionRebuildProgress[] = [];
    operatorSocket.on('projection.rebuild', (envelope) => operatorPushes.push(envelope.data));
    const adminStarted = nextMessage(adminSocket, 'projection.rebuild');
    const adminDone = nextMessage(
      adminSocket,
      'projection.rebuild',
      (e) => e.data.state === 'idle',
    );
    const founderSwitching = nextMessage(
      founderSocket,
      'projection.rebuild',
      (e) => e.data.state === 'switching',
    );

    const started = await call<ProjectionRebuildProgress>(
      platform.url,
      'POST',
      '/api/admin/projections/accounts/rebuild',
      { token: founder },
    );

    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({
      projection: 'accounts',
      state: 'rebuilding',
      generation: 1,
    });
    expect((await adminStarted).data).toMatchObject({
      projection: 'accounts',
      state: 'rebuilding',
    });

    // The rebuild is held open: a second one is refused, and the app keeps reading and writing.
    const second = await call(platform.url, 'POST', '/api/admin/projections/accounts/rebuild', {
      token: admin,
    });
    expect(second.status).toBe(409);
    expect(second.body.error).toBe(SYSTEM_HEALTH_TEXTS.rebuildRunning('accounts'));
    const during = await overview();
    expect(during.body.projections.find((p) => p.name === 'accounts')).toMatchObject({
      generation: 0,
      rebuild: { state: 'rebuilding' },
    });
    const ada = await platform.login('ada', DEMO_PASSWORDS.operator);
    for (const name of ['Ada During One', 'Ada During Two']) {
      const saved = await call(platform.url, 'PUT', '/api/auth/profile', {
        token: ada,
        body: { full_name: name },
      });
      expect(saved.status).toBe(200);
      const me = await call<{ user: { full_name: string } }>(platform.url, 'GET', '/api/auth/me', {
        token: ada,
      });
      expect(me.status).toBe(200);
      expect(me.body.user.full_name).toBe(name);
    }
    const operators = await call<{ operators: unknown[] }>(
      platform.url,
      'GET',
      '/api/admin/operators',
      {
        token: admin,
      },
    );
    expect(operators.status).toBe(200);

    release();
    await founderSwitching;
    const done = (await adminDone).data;
    expect(done).toMatchObject({ state: 'idle', fraction: 1, error: null, generation: 1 });
    expect(done.events).toBeGreaterThan(0);
    expect(operatorPushes).toEqual([]);

    // After the switch: queries read the new generation, which follows new writes.
    const after = await call(platform.url, 'PUT', '/api/auth/profile', {
      token: ada,
      body: { full_name: 'Ada After' },
    });
    expect(after.status).toBe(200);
    const me = await call<{ user: { full_name: string } }>(platform.url, 'GET', '/api/auth/me', {
      token: ada,
    });
    expect(me.body.user.full_name).toBe('Ada After');
    const listed = (await overview()).body.projections.find((p) => p.name === 'accounts');
    expect(listed).toMatchObject({ generation: 1, state: 'live', rebuild: { state: 'idle' } });

    const live = await call<{ collections: ReadModelSnapshot }>(
      platform.url,
      'GET',
      '/api/dev/read-models',
      { token: admin },
    );
    const { snapshot } = await rebuildReadModelsFromLog(platform.dataDir);
    expect(compareSnapshots(live.body.collections, snapshot)).toMatchObject({ equal: true });
    expect(JSON.parse(JSON.stringify(snapshot))).toEqual(live.body.collections);
  });
});
