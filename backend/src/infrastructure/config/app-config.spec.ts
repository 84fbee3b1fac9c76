import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from './app-config';

describe('loadConfig', () => {
  let dataDir: string;
  beforeEach(() => (dataDir = mkdtempSync(join(tmpdir(), 'morphic-config-'))));
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('defaults to the embedded stores on port 3000 and seeds the demo world', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      production: false,
      port: 3000,
      dataDir,
      eventStoreUrl: undefined,
      mongoUrl: undefined,
      projectionsMode: 'inline',
      seedDemo: true,
    });
  });

  it('outside production, creates development secrets once and keeps them', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.secretsKey.length).toBeGreaterThanOrEqual(32);
    expect(first.secretsKey).not.toBe(first.jwtSecret);
    expect(readFileSync(join(dataDir, 'dev-jwt-secret'), 'utf8')).toBe(first.jwtSecret);
    expect(readFileSync(join(dataDir, 'dev-secrets-key'), 'utf8')).toBe(first.secretsKey);
    const again = loadConfig({ DATA_DIR: dataDir });
    expect([again.jwtSecret, again.secretsKey]).toEqual([first.jwtSecret, first.secretsKey]);
  });

  it('refuses to start in production without JWT_SECRET or SECRETS_KEY, and never seeds there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(
      /JWT_SECRET is required/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) }),
    ).toThrow(/SECRETS_KEY is required/);
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      JWT_SECRET: 'x'.repeat(40),
      SECRETS_KEY: 'k'.repeat(40),
      SEED_DEMO: 'true',
    });
    expect(config.seedDemo).toBe(false);
    expect(config.jwtSecret).toBe('x'.repeat(40));
  });

  it('checks answers against their response schemas under test, unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).checkResponses).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' }).checkResponses).toBe(true);
    expect(
      loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', CHECK_RESPONSES: 'false' }).checkResponses,
    ).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, CHECK_RESPONSES: 'true' }).checkResponses).toBe(true);
  });

  it('serves the Jira simulator in development only, unless told not to', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).devJiraSimulator).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, DEV_JIRA_SIMULATOR: 'false' }).devJiraSimulator).toBe(
      false,
    );
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' }).devJiraSimulator).toBe(false);
    const production = {
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      SECRETS_KEY: 'k'.repeat(40),
    };
    expect(loadConfig(production).devJiraSimulator).toBe(false);
  });

  it('takes a crash point for fault-injection tests, never in production', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).crashAt).toBeNull();
    expect(loadConfig({ DATA_DIR: dataDir, CRASH_AT: 'after:Decided' }).crashAt).toEqual({
      when: 'after',
      eventType: 'Decided',
    });
    expect(loadConfig({ DATA_DIR: dataDir, CRASH_AT: 'file:/tmp/crash-at' }).crashAt).toEqual({
      file: '/tmp/crash-at',
    });
    expect(loadConfig({ DATA_DIR: dataDir, CRASH_AT: 'batch-write:40' }).crashAt).toEqual({
      batchWrite: 40,
    });
    for (const refused of ['during:Decided', 'batch-write:0', 'batch-write:x']) {
      expect(() => loadConfig({ DATA_DIR: dataDir, CRASH_AT: refused })).toThrow(
        /CRASH_AT: CRASH_AT is before:<EventType>, after:<EventType>, file:<path> or batch-write:<n>/,
      );
    }
    expect(() =>
      loadConfig({
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(40),
        CRASH_AT: 'before:Decided',
      }),
    ).toThrow(/CRASH_AT is refused/);
  });

  it('hashes passwords at full cost except under test, and never cheaply in production', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).passwordHashing).toBe('standard');
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' }).passwordHashing).toBe('fast');
    expect(loadConfig({ DATA_DIR: dataDir, PASSWORD_HASHING: 'fast' }).passwordHashing).toBe(
      'fast',
    );
    expect(() =>
      loadConfig({
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(40),
        SECRETS_KEY: 'k'.repeat(40),
        PASSWORD_HASHING: 'fast',
      }),
    ).toThrow(/PASSWORD_HASHING=fast is refused/);
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'eighty', JWT_SECRET: 'short' })).toThrow(
      /PORT[\s\S]*JWT_SECRET: JWT_SECRET must be at least 32 characters/,
    );
  });

  it('reads founder usernames case-insensitively and the production store URLs', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      FOUNDER_USERNAMES: ' Morgan, ada ,,',
      EVENTSTORE_URL: 'kurrentdb://kurrentdb:2113?tls=false',
      MONGO_URL: 'mongodb://mongo:27017',
      PROJECTIONS_MODE: 'worker',
    });
    expect([...config.founderUsernames]).toEqual(['morgan', 'ada']);
    expect(config.eventStoreUrl).toBe('kurrentdb://kurrentdb:2113?tls=false');
    expect(config.mongoUrl).toBe('mongodb://mongo:27017');
    expect(config.projectionsMode).toBe('worker');
  });
});
