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

  describe('content', () => {
    const contentUrl = (id: string, query = '') =>
      `${acme.site.baseUrl}/rest/api/3/attachment/content/${id}${query}`;
    let id: string;

    beforeEach(() => {
      const snapshot = acme.site.attachFile('AC-1', {
        filename: 'Q1 report.pdf',
        mimeType: 'application/pdf',
        bytes: PDF,
      });
      id = snapshot.attachments[0]?.id ?? '';
    });

    it('redirects (303) to the media file, which serves the bytes on its token alone', async () => {
      const redirected = await fetch(contentUrl(id), {
        headers: { Authorization: AUTH },
        redirect: 'manual',
      });
      expect(redirected.status).toBe(303);
      expect(await redirected.text()).toBe('');
      const location = redirected.headers.get('location') ?? '';
      expect(location).toMatch(
        new RegExp(
          `^${acme.site.baseUrl}/media/file/${id}/binary\\?token=[\\w-]+&name=Q1\\+report\\.pdf$`,
        ),
      );
      expect(
        (
          await fetch(contentUrl(id, '?redirect=true'), {
            headers: { Authorization: AUTH },
            redirect: 'manual',
          })
        ).headers.get('location'),
      ).toBe(location);

      const media = await fetch(location);
      expect(media.status).toBe(200);
      expect(media.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await media.arrayBuffer()).equals(PDF)).toBe(true);
      const forged = new URL(location);
      forged.searchParams.set('token', 'forged');
      expect((await fetch(forged)).status).toBe(401);
    });

    it('answers the bytes themselves with redirect=false', async () => {
      const response = await fetch(contentUrl(id, '?redirect=false'), {
        headers: { Authorization: AUTH },
        redirect: 'manual',
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-length')).toBe(String(PDF.length));
      expect(response.headers.get('content-disposition')).toBe(
        'attachment; filename="Q1%20report.pdf"',
      );
      expect(Buffer.from(await response.arrayBuffer()).equals(PDF)).toBe(true);
    });

    it("answers 404 with Jira's error body for an unknown id, and 401 without credentials", async () => {
      for (const query of ['', '?redirect=false']) {
        const response = await fetch(contentUrl('99999', query), {
          headers: { Authorization: AUTH },
          redirect: 'manual',
        });
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({
          errorMessages: ['The attachment does not exist.'],
          errors: {},
        });
      }
      expect((await fetch(contentUrl(id), { redirect: 'manual' })).status).toBe(401);
    });
  });
});
