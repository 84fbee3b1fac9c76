import { startJiraSimulator, type StartedJiraSimulator } from '../start-jira-simulator';
import { restCaller } from '../testing/simulated-site';

describe('the control API over HTTP', () => {
  let simulator: StartedJiraSimulator;

  beforeEach(async () => {
    simulator = await startJiraSimulator();
  });
  afterEach(() => simulator.close());

  async function control(method: string, path: string, body?: unknown) {
    const response = await fetch(`${simulator.baseUrl}/_simulator${path}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
  }

  it('creates a site, a project and an issue, edits and moves it as a person, reads it back', async () => {
    const site = await control('POST', '/sites', {
      name: 'globex',
      users: [
        { email: 'hank@globex.example', displayName: 'Hank Scorpio' },
        { email: 'sync@globex.example', apiToken: 'secret-1' },
      ],
    });
    expect(site).toMatchObject({
      status: 201,
      body: { name: 'globex', baseUrl: `${simulator.baseUrl}/globex` },
    });
    expect(JSON.stringify(site.body)).not.toContain('secret-1');
    expect(
      (await control('POST', '/sites/globex/projects', { key: 'GX', name: 'Globex' })).status,
    ).toBe(201);
    const created = await control('POST', '/sites/globex/issues', {
      projectKey: 'GX',
      summary: 'Build the doomsday dashboard',
      description: 'First paragraph.\n\nSecond paragraph.',
      custom: { customfield_10050: 300 },
    });
    expect(created).toMatchObject({ status: 201, body: { key: 'GX-1', status: 'To Do' } });

    await control('POST', '/sites/globex/issues/GX-1/edit', { fields: { labels: ['urgent'] } });
    const moved = await control('POST', '/sites/globex/issues/GX-1/transition', { status: 'done' });
    expect(moved.body).toMatchObject({
      key: 'GX-1',
      status: 'Done',
      statusCategory: 'done',
      fields: { labels: ['urgent'], customfield_10050: 300 },
    });

    const rest = restCaller(`${simulator.baseUrl}/globex`, {
      email: 'sync@globex.example',
      apiToken: 'secret-1',
    });
    expect((await rest('GET', '/rest/api/3/issue/GX-1?fields=status')).body).toMatchObject({
      fields: { status: { name: 'Done' } },
    });
    expect((await control('GET', '/requests')).body).toEqual([
      expect.objectContaining({
        site: 'globex',
        method: 'GET',
        path: '/rest/api/3/issue/GX-1',
        status: 200,
      }),
    ]);
  });

  it('arms faults, lists deliveries and resets everything', async () => {
    await control('POST', '/demo', {});
    expect(
      (
        await control('POST', '/faults', {
          path: '/rest/api/3/myself',
          fault: { kind: 'status', status: 503 },
        })
      ).status,
    ).toBe(204);
    const rest = restCaller(`${simulator.baseUrl}/northwind`, {
      email: 'nora@northwind.example',
      apiToken: 'northwind-demo-api-token',
    });
    expect((await rest('GET', '/rest/api/3/myself')).status).toBe(503);
    expect((await control('GET', '/deliveries?settled=true')).body).toEqual([]);

    expect((await control('POST', '/reset')).status).toBe(204);
    expect((await control('GET', '/sites')).body).toEqual([]);
    expect((await control('GET', '/requests')).body).toEqual([]);
  });

  it('attaches a file to an issue as a person, and the issue lists it', async () => {
    await control('POST', '/sites', {
      name: 'initech',
      users: [{ email: 'peter@initech.example', displayName: 'Peter Gibbons' }],
    });
    await control('POST', '/sites/initech/projects', { key: 'IN', name: 'Initech' });
    await control('POST', '/sites/initech/issues', { projectKey: 'IN', summary: 'TPS reports' });
    const attached = await control('POST', '/sites/initech/issues/IN-1/attachments', {
      filename: 'tps-cover.txt',
      mimeType: 'text/plain',
      content: Buffer.from('new cover sheet').toString('base64'),
    });
    expect(attached).toMatchObject({
      status: 200,
      body: {
        attachments: [
          {
            filename: 'tps-cover.txt',
            mimeType: 'text/plain',
            bytes: Buffer.from('new cover sheet').toString('base64'),
          },
        ],
        fields: {
          attachment: [
            expect.objectContaining({
              author: expect.objectContaining({ displayName: 'Peter Gibbons' }),
            }),
          ],
        },
      },
    });
    const refused = await control('POST', '/sites/initech/issues/IN-1/attachments', {
      filename: '',
      mimeType: 'text/plain',
      content: 'not base64!',
    });
    expect(refused.status).toBe(400);
  });

  it('answers 400 for a body it cannot read and 404 for what does not exist', async () => {
    expect(await control('POST', '/sites', { name: 'Not A Slug', users: [] })).toMatchObject({
      status: 400,
      body: { errorMessages: expect.arrayContaining([expect.stringContaining('name')]) },
    });
    expect((await control('GET', '/sites/nowhere/issues/X-1')).status).toBe(404);
    expect((await control('POST', '/deliveries/not-sent/redeliver')).status).toBe(404);
    expect((await control('GET', '/nothing-here')).status).toBe(404);
  });
});
