import { HTTP_LIMITS, HTTP_TEXTS } from '@morphic/contracts';
import { startTestApp, type TestApp } from '../../testing/test-app';

/** Under the 100 kB body limit, each far deeper than a recursive walk's stack allows. */
const DEEP_BODIES = {
  arrays: '['.repeat(45_000) + ']'.repeat(45_000),
  objects: '{"a":'.repeat(15_000) + '1' + '}'.repeat(15_000),
};
const ROUTES = ['/api/auth/login', '/api/companies/register', '/api/company-reps/register'];

describe('bodies nested too deeply', () => {
  let platform: TestApp;

  beforeAll(async () => {
    platform = await startTestApp();
  });
  afterAll(() => platform.close({ removeData: true }));

  const post = async (path: string, body: string | Buffer, type = 'application/json') => {
    const response = await fetch(`${platform.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': type },
      body,
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  /** A sign-in body nested `depth` levels deep (its top-level object is 1). */
  const nested = (depth: number) =>
    `{"username_or_email":"ada","password":"x","extra":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;
  const refused = {
    status: 400,
    body: { success: false, status: 400, error: HTTP_TEXTS.bodyTooDeep },
  };

  it.each(ROUTES)(
    'answers POST %s with 400 and the depth limit, for arrays and objects',
    async (path) => {
      expect(await post(path, DEEP_BODIES.arrays)).toEqual(refused);
      expect(await post(path, DEEP_BODIES.objects)).toEqual(refused);
    },
  );

  it('counts the limit exactly: 32 levels reach the endpoint, 33 do not', async () => {
    const atLimit = await post('/api/auth/login', nested(HTTP_LIMITS.bodyMaxDepth));
    expect(atLimit.body).not.toMatchObject({ error: HTTP_TEXTS.bodyTooDeep });
    expect(await post('/api/auth/login', nested(HTTP_LIMITS.bodyMaxDepth + 1))).toEqual(refused);
  });

  it('counts the nesting of a UTF-16 body in its characters, not its bytes', async () => {
    const utf16 = (body: string) =>
      post('/api/auth/login', Buffer.from(body, 'utf16le'), 'application/json; charset=utf-16le');
    expect((await utf16(nested(HTTP_LIMITS.bodyMaxDepth))).body).not.toMatchObject({
      error: HTTP_TEXTS.bodyTooDeep,
    });
    expect(await utf16(nested(HTTP_LIMITS.bodyMaxDepth + 1))).toEqual(refused);
    // Ģ (U+0122) is the bytes 22 01: read as bytes, its 0x22 would end the string early.
    const bracketsInText = JSON.stringify({
      username_or_email: `Ģ${'['.repeat(40)}`,
      password: 'x',
    });
    expect((await utf16(bracketsInText)).status).toBe(401);
  });

  it('counts the nesting of a form the same way: 32 levels reach the endpoint, 33 and 30,000 do not', async () => {
    const form = (depth: number) => `a${'[x]'.repeat(depth - 1)}=1`;
    const postForm = (body: string) =>
      post('/api/auth/login', body, 'application/x-www-form-urlencoded');
    const atLimit = await postForm(form(HTTP_LIMITS.bodyMaxDepth));
    expect(atLimit.status).toBe(400);
    expect(atLimit.body).not.toMatchObject({ error: HTTP_TEXTS.bodyTooDeep });
    expect(await postForm(form(HTTP_LIMITS.bodyMaxDepth + 1))).toEqual(refused);
    expect(await postForm(form(30_000))).toEqual(refused);
  });

  it('refuses 200 of them at once while /api/health keeps answering', async () => {
    let flooding = true;
    const health: { status: number; ms: number }[] = [];
    const pollHealth = async () => {
      while (flooding) {
        const started = performance.now();
        const response = await fetch(`${platform.url}/api/health`);
        await response.arrayBuffer();
        health.push({ status: response.status, ms: performance.now() - started });
      }
    };
    const started = performance.now();
    const polling = pollHealth();
    const flood = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        post(ROUTES[i % ROUTES.length] ?? '', i % 2 ? DEEP_BODIES.objects : DEEP_BODIES.arrays),
      ),
    );
    const floodMs = performance.now() - started;
    flooding = false;
    await polling;

    expect(flood.every((answer) => answer.status === 400)).toBe(true);
    expect(health.length).toBeGreaterThan(0);
    expect(health.every((answer) => answer.status === 200)).toBe(true);
    const ms = health.map((answer) => answer.ms).sort((a, b) => a - b);
    process.stdout.write(
      `200 deep bodies refused in ${floodMs.toFixed(0)} ms; /api/health ${ms.length} answers, ` +
        `p50 ${ms[Math.floor(ms.length / 2)]?.toFixed(1)} ms, max ${ms.at(-1)?.toFixed(1)} ms\n`,
    );
  });
});
