import { ALL_PROJECTIONS, defineProjection, type Projection } from '@morphic/projections';
import { parsePosition, type EventStore } from '@morphic/stores';
import type { PublicSettings, ReadyResponse } from '@morphic/contracts';
import { KEEP_ALIVE_TIMEOUT_MS } from '../../http-app';
import { PROJECTIONS } from '#infrastructure/projections/projections.service';
import { EVENT_STORE } from '#infrastructure/tokens';
import { DEMO_PASSWORDS, call, startTestApp } from '../../testing/test-app';

/** A projection that holds the cohort event until the test opens the gate. */
function gatedProjection(): { projection: Projection; open: () => void } {
  let open = (): void => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  return {
    projection: defineProjection({
      name: 'test-gate',
      version: 1,
      collections: [],
      apply: { CurrentCohortSet: () => gate },
    }),
    open: () => open(),
  };
}

const withProjections = (projections: readonly Projection[]) => ({
  customize: (builder: {
    overrideProvider: (token: unknown) => { useValue: (value: unknown) => unknown };
  }) => {
    builder.overrideProvider(PROJECTIONS).useValue(projections);
  },
});

describe('operations: health, readiness, docs, restart, stalls and shutdown', () => {
  it('answers liveness, readiness and serves the OpenAPI description', async () => {
    const platform = await startTestApp();
    try {
      expect((await call(platform.url, 'GET', '/api/health')).body).toMatchObject({ status: 'ok' });
      const ready = await call<ReadyResponse>(platform.url, 'GET', '/api/ready');
      expect(ready.status).toBe(200);
      expect(ready.body.ready).toBe(true);
      expect(ready.body.projections.position).toBe(ready.body.event_store.head);
      expect(ready.body.projections.items.map((item) => item.state)).toEqual(
        ALL_PROJECTIONS.map(() => 'live'),
      );
      const docs = await fetch(`${platform.url}/api/docs-json`);
      const paths = Object.keys(((await docs.json()) as { paths: Record<string, unknown> }).paths);
      expect(paths).toEqual(
        expect.arrayContaining(['/api/admin/settings/current_cohort', '/api/auth/login']),
      );
      const health = await call(platform.url, 'GET', '/api/health');
      expect(health.headers.get('x-correlation-id')).toMatch(/^[\w-]{36}$/);
      // Idle connections outlive client pools' idle timeouts, so a reused one is never cut mid-request.
      expect(health.headers.get('keep-alive')).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
      const traced = await call(platform.url, 'GET', '/api/hello', {
        headers: { 'X-Correlation-Id': 'trace-42' },
      });
      expect(traced.headers.get('x-correlation-id')).toBe('trace-42');
    } finally {
      await platform.close({ removeData: true });
    }
  });

  it('keeps the log, the read models and sessions across a restart, and does not seed again', async () => {
    const first = await startTestApp();
    const adminToken = await first.login('admin', DEMO_PASSWORDS.admin);
    await call(first.url, 'POST', '/api/admin/settings/current_cohort', {
      token: adminToken,
      body: { name: 'Before restart' },
    });
    const head = (await call<ReadyResponse>(first.url, 'GET', '/api/ready')).body.event_store.head;
    await first.close();

    const second = await startTestApp({ dataDir: first.dataDir });
    try {
      const ready = await call<ReadyResponse>(second.url, 'GET', '/api/ready');
      // Not seeded again: since then, only the reactors saved where they had got to.
      const since = await second.app
        .get<EventStore>(EVENT_STORE)
        .readAll({ after: parsePosition(head ?? '0'), maxCount: 100 });
      expect(new Set(since.map((event) => event.type))).toEqual(
        new Set(since.length ? ['ReactorCheckpointed'] : []),
      );
      expect(ready.body.projections.position).toBe(ready.body.event_store.head);
      expect(
        (await call<PublicSettings>(second.url, 'GET', '/api/settings/public')).body.current_cohort,
      ).toBe('Before restart');
      expect(
        (await call(second.url, 'GET', '/api/admin/settings', { token: adminToken })).status,
      ).toBe(200);
      expect(await second.login('ada', DEMO_PASSWORDS.operator)).toEqual(expect.any(String));
    } finally {
      await second.close({ removeData: true });
    }
  });

  it('answers 503 when the read models stall past the bound, and recovers once they catch up', async () => {
    const gated = gatedProjection();
    const platform = await startTestApp({
      env: { READ_YOUR_WRITES_TIMEOUT_MS: '300' },
      ...withProjections([...ALL_PROJECTIONS, gated.projection]),
    });
    try {
      const token = await platform.login('admin', DEMO_PASSWORDS.admin);
      const stalled = await call(platform.url, 'POST', '/api/admin/settings/current_cohort', {
        token,
        body: { name: 'Stalled' },
      });
      expect(stalled.status).toBe(503);
      expect(String(stalled.body.error)).toMatch(
        /still catching up\. Refresh in a moment\. \(position \d+\)/,
      );
      expect((await call<ReadyResponse>(platform.url, 'GET', '/api/ready')).status).toBe(503);

      gated.open();
      const ready = await call<ReadyResponse>(platform.url, 'GET', '/api/ready');
      expect(ready.status).toBe(200);
      expect(
        (await call<PublicSettings>(platform.url, 'GET', '/api/settings/public')).body
          .current_cohort,
      ).toBe('Stalled');
    } finally {
      gated.open();
      await platform.close({ removeData: true });
    }
  });

  it('reports a projection that fails on an event, naming the event, and stays not ready', async () => {
    const failing = defineProjection({
      name: 'test-failing',
      version: 1,
      collections: [],
      apply: {
        OperatorsUnderConstructionSet: () => Promise.reject(new Error('cannot apply this')),
      },
    });
    const platform = await startTestApp({
      env: { READ_YOUR_WRITES_TIMEOUT_MS: '300' },
      ...withProjections([...ALL_PROJECTIONS, failing]),
    });
    try {
      const token = await platform.login('admin', DEMO_PASSWORDS.admin);
      const response = await call(
        platform.url,
        'POST',
        '/api/admin/settings/operators-under-construction',
        {
          token,
          // The notice starts on: turning it off is what appends the event.
          body: { enabled: false },
        },
      );
      expect(response.status).toBe(503);
      const ready = await call<ReadyResponse>(platform.url, 'GET', '/api/ready');
      expect(ready.status).toBe(503);
      const item = ready.body.projections.items.find((status) => status.name === 'test-failing');
      expect(item?.state).toBe('failed');
      expect(item?.error).toMatch(
        /Stopped at event [\w-]+ \(OperatorsUnderConstructionSet\) at position \d+: cannot apply this/,
      );
      expect(
        ready.body.projections.items.filter((status) => status.state === 'failed'),
      ).toHaveLength(1);
    } finally {
      await platform.close({ removeData: true });
    }
  });

  it('finishes an in-flight command before it shuts down', async () => {
    const gated = gatedProjection();
    const platform = await startTestApp(withProjections([...ALL_PROJECTIONS, gated.projection]));
    const token = await platform.login('admin', DEMO_PASSWORDS.admin);
    const eventStore = platform.app.get<EventStore>(EVENT_STORE);
    const before = await eventStore.headPosition();

    const inFlight = call(platform.url, 'POST', '/api/admin/settings/current_cohort', {
      token,
      body: { name: 'During shutdown' },
    });
    for await (const event of eventStore.subscribeToAll(before ? { after: before } : {})) {
      if (event.type === 'CurrentCohortSet') break;
    }
    const closing = platform.close({ removeData: true });
    gated.open();

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(response.body.settings).toMatchObject({ current_cohort: { name: 'During shutdown' } });
    await closing;
  });
});
