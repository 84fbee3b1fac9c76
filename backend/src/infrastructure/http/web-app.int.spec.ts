import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startTestApp, type TestApp } from '../../testing/test-app';

const INDEX_HTML = `<!doctype html><title>Morphic</title>${'<!-- the app shell -->'.repeat(40)}`;
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(500))};\n`;
const SCRIPT_PATH = '/assets/index-Cx5WoOJQ.js';
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface RawAnswer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  /** The bytes as sent, not decompressed (fetch would decompress them). */
  readonly body: Buffer;
}

/** A web build as `npm run build:web` writes it: each file with its brotli and gzip copies. */
function writeWebBuild(): string {
  const webDist = mkdtempSync(join(tmpdir(), 'morphic-web-'));
  mkdirSync(join(webDist, 'assets'));
  const write = (path: string, text: string) => {
    writeFileSync(join(webDist, path), text);
    writeFileSync(join(webDist, `${path}.br`), brotliCompressSync(text));
    writeFileSync(join(webDist, `${path}.gz`), gzipSync(text, { level: 9 }));
  };
  write('index.html', INDEX_HTML);
  write(SCRIPT_PATH, SCRIPT);
  return webDist;
}

describe('the web app’s files, compressed by the build', () => {
  let platform: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = writeWebBuild();
    platform = await startTestApp({ env: { WEB_DIST_DIR: webDist } });
  });
  afterAll(async () => {
    await platform.close({ removeData: true });
    rmSync(webDist, { recursive: true, force: true });
  });

  const send = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<RawAnswer>((resolve, reject) => {
      const sent = httpRequest(`${platform.url}${path}`, { method, headers }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          resolve({
            status: answer.statusCode ?? 0,
            headers: answer.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      sent.on('error', reject).end();
    });

  it.each([
    ['br', 'gzip, deflate, br, zstd', brotliDecompressSync],
    ['gzip', 'gzip, deflate', gunzipSync],
  ])(
    'sends a script as %s to a browser that accepts it',
    async (coding, acceptEncoding, decode) => {
      const plain = await send(SCRIPT_PATH);
      const answer = await send(SCRIPT_PATH, { 'accept-encoding': acceptEncoding });
      expect(answer.status).toBe(200);
      expect(answer.headers).toMatchObject({
        'content-encoding': coding,
        vary: expect.stringMatching(/accept-encoding/i),
        'content-type': plain.headers['content-type'],
        'content-length': String(answer.body.length),
        'cache-control': IMMUTABLE,
      });
      expect(answer.body.length).toBeLessThan(SCRIPT.length / 10);
      expect(decode(answer.body).toString()).toBe(SCRIPT);
    },
  );

  it('sends the script as it is to a client that accepts no compression', async () => {
    const answer = await send(SCRIPT_PATH);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers).toMatchObject({
      vary: expect.stringMatching(/accept-encoding/i),
      'content-type': expect.stringMatching(/javascript/),
      'cache-control': IMMUTABLE,
    });
    expect(answer.body.toString()).toBe(SCRIPT);
  });

  it('sends index.html compressed to every page of the app, asked again on every visit', async () => {
    for (const path of ['/', '/marketplace', '/system/operators']) {
      const answer = await send(path, { 'accept-encoding': 'gzip, deflate, br' });
      expect({ path, status: answer.status, ...answer.headers }).toMatchObject({
        path,
        status: 200,
        'content-encoding': 'br',
        'content-type': expect.stringMatching(/^text\/html/),
        'cache-control': 'no-cache',
      });
      expect(brotliDecompressSync(answer.body).toString()).toBe(INDEX_HTML);
    }
  });

  it('answers 404 for a script the build does not hold: a tab of an earlier build asked for it', async () => {
    const answer = await send('/assets/index-OldBuild.js', { 'accept-encoding': 'br' });
    expect(answer.status).toBe(404);
    expect(answer.headers['content-encoding']).toBeUndefined();
  });

  it('answers ranges and HEAD requests of the compressed copy', async () => {
    const whole = await send(SCRIPT_PATH, { 'accept-encoding': 'br' });
    const range = await send(SCRIPT_PATH, { 'accept-encoding': 'br', range: 'bytes=0-9' });
    expect(range.status).toBe(206);
    expect(range.headers['content-encoding']).toBe('br');
    expect(range.body).toEqual(whole.body.subarray(0, 10));
    const head = await send(SCRIPT_PATH, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers).toMatchObject({
      'content-encoding': 'br',
      'content-length': String(whole.body.length),
    });
    expect(head.body.length).toBe(0);
  });
});
