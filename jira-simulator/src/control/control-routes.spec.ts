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

  it('attaches a file as a person, and refuses bad base64 or an empty filename', async () => {
    await control('POST', '/demo', {});
    const [key] = ((await control('GET', '/sites/northwind/issues')).body as { key: string }[]).map(
      (issue) => issue.key,
    );
    const path = `/sites/northwind/issues/${String(key)}/attachments`;
    const before = (await control('GET', `/sites/northwind/issues/${String(key)}`)).body as {
      attachments: unknown[];
    };
    const content = Buffer.from('name,price\nwidget,3\n').toString('base64');

    expect(
      await control('POST', path, { filename: '', mimeType: 'text/csv', content }),
    ).toMatchObject({
      status: 400,
      body: { errorMessages: [expect.stringContaining('filename')] },
    });
    expect(
      await control('POST', path, {
        filename: 'a.csv',
        mimeType: 'text/csv',
        content: 'not base64!',
      }),
    ).toMatchObject({ status: 400, body: { errorMessages: [expect.stringContaining('content')] } });
    expect(
      (
        await control('POST', '/sites/northwind/issues/NOPE-1/attachments', {
          filename: 'a.csv',
          mimeType: 'text/csv',
          content,
        })
      ).status,
    ).toBe(404);
    expect((await control('GET', `/sites/northwind/issues/${String(key)}`)).body).toEqual(before);

    const attached = await control('POST', path, {
      as: 'nora@northwind.example',
      filename: 'prices.csv',
      mimeType: 'text/csv',
      content,
    });
    expect(attached).toMatchObject({ status: 200, body: { key } });
    const { attachments, fields } = attached.body as {
      attachments: Record<string, unknown>[];
      fields: { attachment: Record<string, unknown>[] };
    };
    expect(attachments.at(-1)).toEqual({
      id: expect.any(String),
      filename: 'prices.csv',
      size: Buffer.from(content, 'base64').length,
      mimeType: 'text/csv',
      bytes: content,
    });
    expect(fields.attachment.at(-1)).toMatchObject({
      filename: 'prices.csv',
      author: { emailAddress: 'nora@northwind.example' },
    });
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
