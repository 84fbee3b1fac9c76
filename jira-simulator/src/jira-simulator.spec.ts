import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createJiraSimulator, type JiraSimulator } from './jira-simulator';
import { API_USER, restCaller } from './testing/simulated-site';

/** A host server that sends /dev/jira/* to the simulator, as the backend does in development. */
async function host(
  mount: (simulator: JiraSimulator) => (req: IncomingMessage, res: ServerResponse) => void,
): Promise<{ simulator: JiraSimulator; server: Server }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const simulator = createJiraSimulator({ baseUrl: `http://127.0.0.1:${port}/dev/jira` });
  server.on('request', mount(simulator));
  simulator.control.createSite({ name: 'acme', users: [API_USER] }).createProject('AC', 'Acme');
  return { simulator, server };
}

describe('createJiraSimulator mounted under a path', () => {
  let server: Server | undefined;
  afterEach(() => {
    server?.closeAllConnections();
    server?.close();
  });

  it('serves sites under the base URL whether or not the host strips the mount path', async () => {
    const hosted = await host((simulator) => (req, res) => {
      // Like Express's app.use('/dev/jira', …) for one half of the requests, untouched for the other.
      if (req.headers['x-strip'] === 'yes') req.url = (req.url ?? '').slice('/dev/jira'.length);
      void simulator.handle(req, res);
    });
    server = hosted.server;
    const site = hosted.simulator.control.site('acme');
    expect(site.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/dev\/jira\/acme$/);
    const auth = `Basic ${Buffer.from(`${API_USER.email}:${API_USER.apiToken}`).toString('base64')}`;
    for (const strip of ['yes', 'no']) {
      const response = await fetch(`${site.baseUrl}/rest/api/3/myself`, {
        headers: { Authorization: auth, 'X-Strip': strip },
      });
      expect(response.status).toBe(200);
    }
  });

  it('reads a JSON body the host has parsed already', async () => {
    const hosted = await host((simulator) => (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        Object.assign(req, { body: text ? (JSON.parse(text) as unknown) : undefined });
        void simulator.handle(req, res);
      });
    });
    server = hosted.server;
    const site = hosted.simulator.control.site('acme');
    site.createIssue({ projectKey: 'AC', summary: 'Before' });
    const answer = await restCaller(site.baseUrl)('PUT', '/rest/api/3/issue/AC-1', {
      fields: { summary: 'After' },
    });
    expect(answer.status).toBe(204);
    expect(site.issue('AC-1').fields.summary).toBe('After');
  });
});
