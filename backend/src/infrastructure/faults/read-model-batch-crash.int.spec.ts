import {
  CHECKPOINTS_COLLECTION,
  compareSnapshots,
  readModelSnapshot,
  rebuildReadModelsFromLog,
  type ReadModelSnapshot,
} from '@morphic/projections';
import { createReadStore, type GenerationalReadStore, SqliteReadStore } from '@morphic/stores';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChildServer } from '../../testing/child-server';
import { logOf, untilSettled } from '../../testing/crash-harness';
import { DEMO_PASSWORDS, call } from '../../testing/test-app';
import type { LoginResponse } from '@morphic/contracts';

/**
 * The embedded read models live on disk and a start resumes them. Kills the server (SIGKILL, in
 * a child process) in the middle of a batch of projection writes, at write after write, while
 * it builds the read models of the demo log, and checks after each restart that the read models
 * equal a fresh rebuild from the log: a batch is committed whole with its checkpoints, or not
 * at all, so no event is applied twice or lost.
 */
const SIGN_INS = 40;
const DEMO_SIGN_INS = [
  ['admin', DEMO_PASSWORDS.admin],
  ['founder', DEMO_PASSWORDS.founder],
  ['validator', DEMO_PASSWORDS.validator],
] as const;
/** Small batches, so a build of the read models commits many and dies inside a later one. */
const BATCH_EVENTS = '16';

/** What a projection with no checkpoint logs as it starts to build from the log. */
const BUILDS_FROM_THE_LOG = 'builds from the start of the log';

describe('Read models on disk', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'morphic-batch-crash-'));
    const seeded = await startChildServer({
      dataDir,
      env: { SEED_DEMO: 'true', LOG_LEVEL: 'info' },
    });
    // A longer log than the demo alone: every sign-in adds to the sessions and the security log.
    for (let i = 0; i < SIGN_INS; i++) {
      const [username, password] = DEMO_SIGN_INS[i % DEMO_SIGN_INS.length] ?? [];
      const answer = await call(seeded.url, 'POST', '/api/auth/login', {
        body: { username_or_email: username, password },
      });
      expect(answer.status).toBe(200);
    }
    await untilSettled(seeded.url);
    await seeded.stop();
    expect(seeded.output()).toContain(BUILDS_FROM_THE_LOG);
  }, 120_000);

  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Reads the read models the server left in its file, once it has stopped. */
  async function onDisk<T>(read: (store: GenerationalReadStore) => Promise<T>): Promise<T> {
    const store = await createReadStore({ dataDir });
    try {
      return await read(store);
    } finally {
      await store.close();
    }
  }

  const readModelsOnDisk = (): Promise<ReadModelSnapshot> => onDisk(readModelSnapshot);
  const checkpointCount = (): Promise<number> =>
    onDisk((store) => store.collection(CHECKPOINTS_COLLECTION).count());

  const forgetReadModels = (): void => {
    for (const suffix of ['', '-wal', '-shm']) {
      rmSync(join(dataDir, `${SqliteReadStore.FILE_NAME}${suffix}`), { force: true });
    }
  };

  it('restarts on the read models it kept: no replay of the log, and the command is there', async () => {
    const seeded = await readModelsOnDisk();
    const first = await startChildServer({ dataDir });
    const login = await call<LoginResponse>(first.url, 'POST', '/api/auth/login', {
      body: { username_or_email: 'admin', password: DEMO_PASSWORDS.admin },
    });
    expect(login.status).toBe(200);
    await untilSettled(first.url);
    await first.stop();
    const signedIn = await readModelsOnDisk();
    expect(compareSnapshots(signedIn, seeded)).toMatchObject({ equal: false });

    const second = await startChildServer({ dataDir, env: { LOG_LEVEL: 'info' } });
    const me = await call(second.url, 'GET', '/api/auth/me', { token: login.body.token });
    expect(me.status).toBe(200);
    await untilSettled(second.url);
    await second.stop();

    expect(second.output()).not.toContain(BUILDS_FROM_THE_LOG);
    expect(compareSnapshots(await readModelsOnDisk(), signedIn)).toMatchObject({ equal: true });
  }, 60_000);

  const checkpointsLeftByCrashes: number[] = [];

  it.each([1, 37, 90, 150, 210])(
    'dies at write %i of an open batch and restarts to read models equal to a rebuild',
    async (write) => {
      forgetReadModels();
      const dying = await startChildServer({
        dataDir,
        env: { CRASH_AT: `batch-write:${String(write)}`, PROJECTION_BATCH_EVENTS: BATCH_EVENTS },
        waitUntilReady: false,
      });
      expect(await dying.ended).toEqual({ code: null, signal: 'SIGKILL' });
      checkpointsLeftByCrashes.push(await checkpointCount());

      const restarted = await startChildServer({
        dataDir,
        env: { PROJECTION_BATCH_EVENTS: BATCH_EVENTS },
      });
      await untilSettled(restarted.url);
      await restarted.stop();

      const { snapshot: rebuilt, rebuild } = await rebuildReadModelsFromLog(dataDir);
      expect(rebuild.events).toBe((await logOf(dataDir)).length);
      expect(compareSnapshots(await readModelsOnDisk(), rebuilt)).toMatchObject({ equal: true });
    },
    60_000,
  );

  it('crashed before any batch was committed and after some were', () => {
    expect(checkpointsLeftByCrashes[0]).toBe(0);
    expect(Math.max(...checkpointsLeftByCrashes)).toBeGreaterThan(0);
  });
});
