import { createServer as createHttpServer, type RequestListener } from 'node:http';
import { createServer, type AddressInfo, type LookupFunction, type Server } from 'node:net';
import { OutboundHttp } from './outbound-http';
import { OutboundRefusedError } from './outbound-refused.error';

/** A local TCP listener that counts the connections that reach it. */
async function listener(): Promise<{ port: number; connections: () => number; server: Server }> {
  let count = 0;
  const server = createServer((socket) => {
    count += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => count,
    server,
  };
}

async function httpServer(answer: RequestListener): Promise<{ port: number; server: Server }> {
  const server = createHttpServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, server };
}

const close = (server: Server) => new Promise((resolve) => server.close(resolve));

async function refusalOf(work: Promise<unknown>): Promise<OutboundRefusedError> {
  const error = await work.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof OutboundRefusedError)) {
    throw new Error(`Expected an OutboundRefusedError, got ${String(error)}`);
  }
  return error;
}

describe('OutboundHttp', () => {
  let target: Awaited<ReturnType<typeof listener>>;
  const clients: OutboundHttp[] = [];
  const client = (options: ConstructorParameters<typeof OutboundHttp>[0] = {}) => {
    const made = new OutboundHttp(options);
    clients.push(made);
    return made;
  };

  beforeEach(async () => {
    target = await listener();
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((made) => made.onModuleDestroy()));
    await close(target.server);
  });

  describe('refuses every form of an address that is not public, before any byte is sent', () => {
    it.each([
      ['https://127.0.0.1:PORT/'],
      ['https://[::1]:PORT/'],
      ['https://169.254.169.254/latest/meta-data/'],
      ['https://10.0.0.1/'],
      ['https://172.16.0.1/'],
      ['https://192.168.0.1/'],
      ['https://100.64.0.1/'],
      ['https://0.0.0.0:PORT/'],
      ['https://[fe80::1]/'],
      ['https://[fc00::1]/'],
      ['https://[::ffff:127.0.0.1]:PORT/'],
      ['https://[::ffff:169.254.169.254]/'],
      ['https://0x7f000001:PORT/'],
      ['https://2130706433:PORT/'],
      ['https://0177.0.0.1:PORT/'],
    ])('%s', async (written) => {
      const url = new URL(written.replace('PORT', String(target.port)));
      const outbound = client();
      expect(outbound.refusalOf(url)).toBe('address');
      expect(await refusalOf(outbound.fetch(url))).toMatchObject({ reason: 'address' });
      expect(target.connections()).toBe(0);
    });
  });

  it.each([
    ['http://jira.example.com/', 'https'],
    ['https://user:pw@jira.example.com/', 'credentials'],
    ['https://user@jira.example.com/', 'credentials'],
    ['ftp://jira.example.com/', 'scheme'],
    ['file:///etc/passwd', 'scheme'],
  ])('refuses %s (%s)', async (written, reason) => {
    const outbound = client();
    expect(outbound.refusalOf(new URL(written))).toBe(reason);
    expect(await refusalOf(outbound.fetch(new URL(written)))).toMatchObject({ reason });
  });

  it('takes https to a name it has not looked up yet: its addresses are judged on connecting', () => {
    expect(client().refusalOf(new URL('https://northwind.atlassian.net/'))).toBeNull();
  });

  it('refuses a name that resolves to loopback when it connects (localhost)', async () => {
    const url = new URL(`https://localhost:${target.port}/rest/api/3/myself`);
    expect(await refusalOf(client().fetch(url))).toMatchObject({ reason: 'address' });
    expect(target.connections()).toBe(0);
  });

  it('refuses a public-looking name whose DNS answer is private, at connect time', async () => {
    const rebound: LookupFunction = (_hostname, options, callback) =>
      options.all
        ? callback(null, [{ address: '127.0.0.1', family: 4 }])
        : callback(null, '127.0.0.1', 4);
    const outbound = client({ lookup: rebound });
    const url = new URL(`https://jira.example.com:${target.port}/`);
    expect(outbound.refusalOf(url)).toBeNull();
    expect(await refusalOf(outbound.fetch(url))).toMatchObject({ reason: 'address' });
    expect(target.connections()).toBe(0);
  });

  it('reaches an allow-listed host over http, and only on its port', async () => {
    const site = await httpServer((_request, response) => response.end('{"ok":true}'));
    try {
      const outbound = client({ allowedHosts: [`127.0.0.1:${site.port}`, 'localhost'] });
      const answer = await outbound.fetch(new URL(`http://127.0.0.1:${site.port}/ping`));
      expect([answer.status, await answer.json()]).toEqual([200, { ok: true }]);
      const byName = await outbound.fetch(new URL(`http://localhost:${site.port}/ping`));
      expect(byName.status).toBe(200);

      const otherPort = new URL(`http://127.0.0.1:${target.port}/`);
      expect(await refusalOf(outbound.fetch(otherPort))).toMatchObject({ reason: 'https' });
      const otherPortHttps = new URL(`https://127.0.0.1:${target.port}/`);
      expect(await refusalOf(outbound.fetch(otherPortHttps))).toMatchObject({ reason: 'address' });
      expect(target.connections()).toBe(0);
    } finally {
      await close(site.server);
    }
  });

  it('reads no more of an answer than its limit, declared or streamed', async () => {
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const site = await httpServer((request, response) => {
      if (request.url === '/declared') {
        response.writeHead(200, { 'content-length': String(10 * chunk.length) });
      }
      // Streamed without a length: the limit holds as the bytes come.
      for (let sent = 0; sent < 10; sent++) response.write(chunk);
      response.end();
    });
    try {
      const outbound = client({
        allowedHosts: [`127.0.0.1:${site.port}`],
        maxResponseBytes: 4 * chunk.length,
      });
      const declared = outbound.fetch(new URL(`http://127.0.0.1:${site.port}/declared`));
      expect(await refusalOf(declared)).toMatchObject({ reason: 'too_large' });

      const streamed = await outbound.fetch(new URL(`http://127.0.0.1:${site.port}/streamed`));
      expect(streamed.status).toBe(200);
      expect(await refusalOf(streamed.text())).toMatchObject({ reason: 'too_large' });

      const roomy = client({ allowedHosts: [`127.0.0.1:${site.port}`] });
      const whole = await roomy.fetch(new URL(`http://127.0.0.1:${site.port}/streamed`));
      expect((await whole.text()).length).toBe(10 * chunk.length);
    } finally {
      await close(site.server);
    }
  });

  it('never follows a redirect, least of all to a refused address', async () => {
    const site = await httpServer((_request, response) => {
      response.writeHead(302, { location: `http://127.0.0.1:${target.port}/admin` }).end();
    });
    try {
      const outbound = client({ allowedHosts: [`127.0.0.1:${site.port}`] });
      const redirected = outbound.fetch(new URL(`http://127.0.0.1:${site.port}/`));
      expect(await refusalOf(redirected)).toMatchObject({ reason: 'redirect' });
      expect(target.connections()).toBe(0);
    } finally {
      await close(site.server);
    }
  });
});
