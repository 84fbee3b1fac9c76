import { HTTP_TEXTS } from '@morphic/contracts';
import { Logger } from '@nestjs/common';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { BODY_LIMIT_KB } from './request-body';

const INDEX_HTML = '<!doctype html><title>Morphic</title>';

describe('request bodies the API cannot read', () => {
  let platform: TestApp;
  let webDist: string;
  let warnings: jest.SpyInstance;

  beforeAll(async () => {
    // Served like the real server, with a web build: its fallback once turned these into 404s.
    webDist = mkdtempSync(join(tmpdir(), 'morphic-web-'));
    writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
    platform = await startTestApp({ env: { WEB_DIST_DIR: webDist } });
  });
  beforeEach(() => {
    warnings = jest.spyOn(Logger.prototype, 'warn');
  });
  afterEach(() => warnings.mockRestore());
  afterAll(async () => {
    await platform.close({ removeData: true });
    rmSync(webDist, { recursive: true, force: true });
  });

  const postLogin = async (body: string) => {
    const response = await fetch(`${platform.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-correlation-id': 'bad-body-1' },
      body,
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it.each([
    ['invalid JSON', '{"username_or_email": ', 400, HTTP_TEXTS.bodyNotJson],
    ['null', 'null', 400, HTTP_TEXTS.bodyNotObject],
    ['a bare string', '"admin"', 400, HTTP_TEXTS.bodyNotObject],
    [
      'a body over the limit',
      JSON.stringify({ username_or_email: 'a'.repeat(BODY_LIMIT_KB * 1024), password: 'x' }),
      413,
      HTTP_TEXTS.bodyTooLarge(BODY_LIMIT_KB),
    ],
  ])(
    'answers %s with its status, a clear error and a log line',
    async (_case, body, status, error) => {
      expect(await postLogin(body)).toEqual({ status, body: { success: false, status, error } });
      expect(warnings).toHaveBeenCalledWith(
        expect.stringMatching(
          new RegExp(`^POST /api/auth/login refused \\(${status}, .*\\): .*\\[bad-body-1\\]$`),
        ),
      );
    },
  );

  it('still serves the web app to pages, and 404s to unknown API paths', async () => {
    for (const path of ['/', '/marketplace', '/dev/outbox']) {
      const page = await fetch(`${platform.url}${path}`);
      expect({ path, status: page.status, html: await page.text() }).toEqual({
        path,
        status: 200,
        html: INDEX_HTML,
      });
    }
    const unknown = await fetch(`${platform.url}/api/no-such-thing`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ success: false, status: 404 });
  });
});
