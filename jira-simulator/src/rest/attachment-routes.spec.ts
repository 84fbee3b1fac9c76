import { API_USER, startAcme, type SimulatedAcme } from '../testing/simulated-site';

const AUTH = `Basic ${Buffer.from(`${API_USER.email}:${API_USER.apiToken}`).toString('base64')}`;
const PDF = Buffer.from('%PDF-1.7\nreport body\n');

function upload(files: Record<string, [name: string, bytes: Buffer, type: string]>): FormData {
  const form = new FormData();
  for (const [field, [name, bytes, type]] of Object.entries(files)) {
    form.append(field, new Blob([bytes], { type }), name);
  }
  return form;
}

describe('attachments', () => {
  let acme: SimulatedAcme;
  let url: string;

  beforeEach(async () => {
    acme = await startAcme();
    acme.site.createIssue({ projectKey: 'AC', summary: 'Write the report' });
    url = `${acme.site.baseUrl}/rest/api/3/issue/AC-1/attachments`;
  });
  afterEach(() => acme.simulator.close());

  it('keeps the multipart `file` part and answers the attachment objects', async () => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { Authorization: AUTH, 'X-Atlassian-Token': 'no-check' },
      body: upload({
        file: ['report.pdf', PDF, 'application/pdf'],
        comment: ['ignored.txt', Buffer.from('x'), 'text/plain'],
      }),
    });
    expect(response.status).toBe(200);
    const [attachment, ...others] = (await response.json()) as Record<string, unknown>[];
    expect(others).toEqual([]);
    expect(attachment).toEqual({
      self: `${acme.site.baseUrl}/rest/api/3/attachment/${String(attachment?.id)}`,
      id: expect.any(String),
      filename: 'report.pdf',
      author: expect.objectContaining({ emailAddress: API_USER.email }),
      created: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+0000$/),
      size: PDF.length,
      mimeType: 'application/pdf',
      content: `${acme.site.baseUrl}/rest/api/3/attachment/content/${String(attachment?.id)}`,
    });

    const [kept] = acme.site.issue('AC-1').attachments;
    expect(kept).toMatchObject({ filename: 'report.pdf', size: PDF.length });
    expect(kept?.bytes.equals(PDF)).toBe(true);
    const content = await fetch(String(attachment?.content), { headers: { Authorization: AUTH } });
    expect(Buffer.from(await content.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('serves the bytes themselves with redirect=false, else redirects to the media link, which needs its token', async () => {
    acme.site.attachFile('AC-1', {
      filename: 'report.pdf',
      mimeType: 'application/pdf',
      bytes: PDF,
    });
    const id = acme.site.issue('AC-1').attachments[0]?.id ?? '';
    const content = `${acme.site.baseUrl}/rest/api/3/attachment/content/${id}`;
    const direct = await fetch(`${content}?redirect=false`, { headers: { Authorization: AUTH } });
    expect(direct.status).toBe(200);
    expect(direct.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await direct.arrayBuffer()).equals(PDF)).toBe(true);

    const redirected = await fetch(content, {
      headers: { Authorization: AUTH },
      redirect: 'manual',
    });
    expect(redirected.status).toBe(303);
    const media = new URL(redirected.headers.get('location') ?? '');
    expect(media.pathname).toBe(`${new URL(acme.site.baseUrl).pathname}/media/file/${id}/binary`);
    expect(Buffer.from(await (await fetch(media)).arrayBuffer()).equals(PDF)).toBe(true);
    media.searchParams.set('token', 'forged');
    expect((await fetch(media)).status).toBe(401);
    const unknown = await fetch(
      `${acme.site.baseUrl}/rest/api/3/attachment/content/999?redirect=false`,
      {
        headers: { Authorization: AUTH },
      },
    );
    expect(unknown.status).toBe(404);
  });

  it('refuses an upload without X-Atlassian-Token: no-check (XSRF check)', async () => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { Authorization: AUTH },
      body: upload({ file: ['report.pdf', PDF, 'application/pdf'] }),
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toBe('XSRF check failed');
    expect(acme.site.issue('AC-1').attachments).toEqual([]);
  });

  it('refuses a body that is not multipart, or has no `file` part', async () => {
    const headers = { Authorization: AUTH, 'X-Atlassian-Token': 'no-check' };
    const json = await fetch(url, { method: 'POST', headers, body: '{}' });
    expect(json.status).toBe(415);
    const noFile = await fetch(url, {
      method: 'POST',
      headers,
      body: upload({ other: ['a.txt', Buffer.from('a'), 'text/plain'] }),
    });
    expect(noFile.status).toBe(400);
    expect(await noFile.json()).toEqual({
      errorMessages: ['No file was found in the request.'],
      errors: {},
    });
  });
});
