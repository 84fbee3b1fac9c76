import {
  COMPANY_TEXTS,
  OUTBOUND_TEXTS,
  type JiraAccountResponse,
  type JiraAccountsResponse,
  type JiraTestResponse,
} from '@morphic/contracts';
import { DEMO_SITE, seedDemoSite, startJiraSimulator } from '@morphic/jira-simulator';
import type { EventStore } from '@morphic/stores';
import { randomUUID } from 'node:crypto';
import { createServer as createHttpServer, type IncomingHttpHeaders } from 'node:http';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { EVENT_STORE } from '#infrastructure/tokens';
import { DEMO_PASSWORDS, call, startTestApp, type TestApp } from '../../../testing/test-app';

type Answer<T> = Partial<T> & { error?: string };

const UPLOAD_TOKEN = 'upload-token-3f9c2a71-secret';
const WRONG_TOKEN = 'wrong-token-77c1d0e4-secret';
/** What the server that is not Jira puts in its error page. */
const INTERNAL_PAGE = '<html><body>internal admin console: db_password=hunter2</body></html>';

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};
const close = (server: Server) => new Promise((resolve) => server.close(resolve));

describe('Jira accounts of a company', () => {
  let platform: TestApp;
  let jira: Awaited<ReturnType<typeof startJiraSimulator>>;
  let admin: string;
  let companyId: string;
  let siteUrl: string;
  /** A local port the platform must never connect to (not allow-listed). */
  let forbidden: { server: Server; port: number; connections: number };
  /** An allow-listed server that is not Jira: it notes each request and answers 401 with a page. */
  let elsewhere: { server: Server; url: string; requests: IncomingHttpHeaders[] };

  beforeAll(async () => {
    jira = await startJiraSimulator();
    seedDemoSite(jira.control);
    siteUrl = `${jira.baseUrl}/${DEMO_SITE.name}`;
    const forbiddenServer = createServer((socket) => {
      forbidden.connections += 1;
      socket.destroy();
    });
    forbidden = { server: forbiddenServer, port: await listen(forbiddenServer), connections: 0 };
    const requests: IncomingHttpHeaders[] = [];
    const elsewhereServer = createHttpServer((request, response) => {
      requests.push(request.headers);
      response.writeHead(401, { 'content-type': 'text/html' }).end(INTERNAL_PAGE);
    });
    const elsewherePort = await listen(elsewhereServer);
    elsewhere = { server: elsewhereServer, url: `http://127.0.0.1:${elsewherePort}`, requests };
    platform = await startTestApp({
      env: {
        OUTBOUND_ALLOWED_HOSTS: `${new URL(jira.baseUrl).host},127.0.0.1:${elsewherePort}`,
      },
    });
    admin = await platform.login('admin', DEMO_PASSWORDS.admin);
    const company = await call<{ company_id: string }>(
      platform.url,
      'POST',
      '/api/companies/login',
      { body: { email: 'hello@northwind.example', password: DEMO_PASSWORDS.companyRep } },
    );
    companyId = company.body.company_id;
  });
  afterAll(async () => {
    await platform.close({ removeData: true });
    await jira.close();
    await close(forbidden.server);
    await close(elsewhere.server);
  });

  const accountBody = (changes: Record<string, unknown> = {}) => ({
    account_name: `Northwind Cloud ${randomUUID().slice(0, 6)}`,
    jira_url: `${siteUrl}/`,
    jira_email: DEMO_SITE.email,
    jira_api_token: DEMO_SITE.apiToken,
    jira_project_keys: ' nw, ops ,, ',
    ...changes,
  });
  const create = (body: Record<string, unknown>, token = admin, company = companyId) =>
    call<Answer<JiraAccountResponse>>(
      platform.url,
      'POST',
      `/api/admin/companies/${company}/jira-accounts`,
      { token, body },
    );
  const update = (accountId: string, body: Record<string, unknown>) =>
    call<Answer<JiraAccountResponse>>(
      platform.url,
      'PUT',
      `/api/admin/jira-accounts/${accountId}`,
      {
        token: admin,
        body,
      },
    );
  const list = async () =>
    (
      await call<JiraAccountsResponse>(
        platform.url,
        'GET',
        `/api/admin/companies/${companyId}/jira-accounts`,
        { token: admin },
      )
    ).body.accounts;
  const test = (accountId: string, kind: 'test' | 'test-upload') =>
    call<JiraTestResponse>(platform.url, 'POST', `/api/admin/jira-accounts/${accountId}/${kind}`, {
      token: admin,
    });

  it('connects a site with the spec defaults, sealing the tokens: none comes back, none is in the log', async () => {
    const created = await create(
      accountBody({
        jira_upload_enabled: true,
        jira_upload_username: DEMO_SITE.email,
        jira_upload_token: UPLOAD_TOKEN,
      }),
    );

    expect(created.status).toBe(201);
    const account = created.body.account;
    expect(created.body.message).toBe(COMPANY_TEXTS.jira.accountCreated);
    expect(account).toMatchObject({
      company_id: companyId,
      jira_url: siteUrl,
      jira_project_keys: ['NW', 'OPS'],
      webhook_enabled: true,
      is_primary: false,
      is_active: true,
      has_api_token: true,
      api_token_bytes: DEMO_SITE.apiToken.length,
      has_upload_token: true,
      upload_token_bytes: UPLOAD_TOKEN.length,
    });
    expect(account?.webhook_url_full).toMatch(
      new RegExp(`/api/webhooks/jira/account/${account?.id ?? ''}/[\\w-]{32}$`),
    );
    expect(account?.webhook_url).toMatch(
      new RegExp(`/api/webhooks/jira/account/${account?.id ?? ''}$`),
    );
    expect(account?.webhook_url_full).toBe(`${account?.webhook_url}/${account?.webhook_secret}`);

    const answers = JSON.stringify([created.body, await list()]);
    const recorded = await platform.app.get<EventStore>(EVENT_STORE).readAll({ maxCount: 100_000 });
    const events = JSON.stringify(recorded.map(({ data, metadata }) => ({ data, metadata })));
    for (const token of [DEMO_SITE.apiToken, UPLOAD_TOKEN]) {
      expect(answers).not.toContain(token);
      expect(events).not.toContain(token);
    }
  });

  it('tests the connection and the upload credentials against Jira, and reports a refusal', async () => {
    const account = (await create(accountBody())).body.account;
    const connected = await test(account?.id ?? '', 'test');
    expect(connected.body).toEqual({
      success: true,
      message: COMPANY_TEXTS.jira.connectedAs('Nora Lindqvist'),
    });
    expect((await test(account?.id ?? '', 'test-upload')).body).toEqual({
      success: false,
      message: COMPANY_TEXTS.jira.uploadNotEnabled,
    });

    await update(account?.id ?? '', { jira_api_token: WRONG_TOKEN });
    const refused = await test(account?.id ?? '', 'test');
    expect(refused.body.success).toBe(false);
    expect(refused.body.message).toMatch(/^Jira answered 401/);
    expect(JSON.stringify(refused.body)).not.toContain(WRONG_TOKEN);
  });

  it('keeps a stored token when the field comes blank, and replaces it when a new one comes', async () => {
    const account = (await create(accountBody())).body.account;
    const id = account?.id ?? '';
    const kept = await update(id, { jira_api_token: '  ', jira_email: DEMO_SITE.email });
    expect(kept.body.account).toMatchObject({
      has_api_token: true,
      api_token_bytes: DEMO_SITE.apiToken.length,
    });
    expect((await test(id, 'test')).body.success).toBe(true);

    const replaced = await update(id, { jira_api_token: WRONG_TOKEN });
    expect(replaced.body.account?.api_token_bytes).toBe(WRONG_TOKEN.length);
    expect(replaced.body.message).toBe(COMPANY_TEXTS.jira.settingsSaved);
  });

  it('keeps one primary account per company', async () => {
    const first = (await create(accountBody({ is_primary: true }))).body.account;
    const second = (await create(accountBody({ is_primary: true }))).body.account;
    const primaries = (await list()).filter((account) => account.is_primary).map((a) => a.id);
    expect(primaries).toEqual([second?.id]);

    await update(first?.id ?? '', { is_primary: true });
    const after = (await list()).filter((account) => account.is_primary).map((a) => a.id);
    expect(after).toEqual([first?.id]);
  });

  it('keeps one primary account when several are made primary at the same moment', async () => {
    const ids = await Promise.all(
      Array.from({ length: 5 }, async () => (await create(accountBody())).body.account?.id ?? ''),
    );
    const answers = await Promise.all(ids.map((id) => update(id, { is_primary: true })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const primaries = (await list()).filter((account) => account.is_primary);
    expect(primaries).toHaveLength(1);
  });

  it('deletes an account: gone from the list, and its id is not found any more', async () => {
    const account = (await create(accountBody())).body.account;
    const id = account?.id ?? '';
    const removed = await call(platform.url, 'DELETE', `/api/admin/jira-accounts/${id}`, {
      token: admin,
    });
    expect(removed.body).toMatchObject({
      success: true,
      message: COMPANY_TEXTS.jira.accountRemoved,
    });
    expect((await list()).map((a) => a.id)).not.toContain(id);
    for (const response of [
      await update(id, { is_active: false }),
      await call<Answer<JiraTestResponse>>(
        platform.url,
        'POST',
        `/api/admin/jira-accounts/${id}/test`,
        {
          token: admin,
        },
      ),
      await call<Answer<object>>(platform.url, 'DELETE', `/api/admin/jira-accounts/${id}`, {
        token: admin,
      }),
    ]) {
      expect([response.status, response.body.error]).toEqual([
        404,
        COMPANY_TEXTS.jira.accountNotFound,
      ]);
    }
  });

  it.each([
    [{ account_name: '' }, COMPANY_TEXTS.jira.nameAndUrlRequired],
    [{ jira_url: undefined }, COMPANY_TEXTS.jira.nameAndUrlRequired],
    [{ jira_url: 'ftp://jira.example' }, COMPANY_TEXTS.jira.urlFormat],
    [{ jira_project_keys: 'NW, 9X' }, COMPANY_TEXTS.jira.projectKeyFormat],
    [{ jira_upload_enabled: 'yes' }, undefined],
  ])('refuses %j with a 400 and adds nothing', async (change, message) => {
    const before = (await list()).length;
    const response = await create(accountBody(change));
    expect(response.status).toBe(400);
    if (message) expect(response.body.error).toBe(message);
    expect((await list()).length).toBe(before);
  });

  describe('a site the server must not call', () => {
    const at = (written: string) => written.replace('PORT', String(forbidden.port));
    let existing: string;
    beforeAll(async () => {
      existing = (await create(accountBody())).body.account?.id ?? '';
    });

    it.each([
      ['http://127.0.0.1:PORT', OUTBOUND_TEXTS.refused.https],
      ['http://jira.example.com', OUTBOUND_TEXTS.refused.https],
      ['https://127.0.0.1:PORT', OUTBOUND_TEXTS.refused.address],
      ['https://[::1]:PORT', OUTBOUND_TEXTS.refused.address],
      ['https://[::ffff:127.0.0.1]:PORT', OUTBOUND_TEXTS.refused.address],
      ['https://0x7f000001:PORT', OUTBOUND_TEXTS.refused.address],
      ['https://2130706433:PORT', OUTBOUND_TEXTS.refused.address],
      ['https://169.254.169.254', OUTBOUND_TEXTS.refused.address],
      ['https://10.0.0.8', OUTBOUND_TEXTS.refused.address],
      ['https://100.64.0.1', OUTBOUND_TEXTS.refused.address],
      ['https://[fd00::1]', OUTBOUND_TEXTS.refused.address],
    ])('refuses %s with a 400, on creation and on a change', async (written, why) => {
      const message = COMPANY_TEXTS.jira.urlRefused(why);
      const before = await list();
      const created = await create(accountBody({ jira_url: at(written) }));
      expect([created.status, created.body.error]).toEqual([400, message]);
      expect(await list()).toEqual(before);

      const changed = await update(existing, { jira_url: at(written) });
      expect([changed.status, changed.body.error]).toEqual([400, message]);
      expect(await list()).toEqual(before);
      expect(forbidden.connections).toBe(0);
    });

    it.each([
      ['https://admin:secret@northwind.atlassian.net', COMPANY_TEXTS.jira.urlCredentials],
      ['https://northwind.atlassian.net/?x=', COMPANY_TEXTS.jira.urlQuery],
      ['https://northwind.atlassian.net#top', COMPANY_TEXTS.jira.urlQuery],
      ['gopher://northwind.atlassian.net', COMPANY_TEXTS.jira.urlFormat],
    ])('refuses %s with a 400', async (jira_url, message) => {
      const created = await create(accountBody({ jira_url }));
      expect([created.status, created.body.error]).toEqual([400, message]);
    });

    it('refuses at connect time a name that resolves to loopback: the test reaches nothing', async () => {
      const created = await create(
        accountBody({ jira_url: `https://localhost:${forbidden.port}` }),
      );
      expect(created.status).toBe(201);
      const refused = await test(created.body.account?.id ?? '', 'test');
      expect(refused.body).toEqual({
        success: false,
        message: COMPANY_TEXTS.jira.unreachable(OUTBOUND_TEXTS.refused.address),
      });
      expect(forbidden.connections).toBe(0);
    });
  });

  it('reports a refusal by its status in our own words, never with the body that came', async () => {
    const created = await create(accountBody({ jira_url: elsewhere.url }));
    const refused = await test(created.body.account?.id ?? '', 'test');
    expect(refused.body).toEqual({
      success: false,
      message: COMPANY_TEXTS.jira.jiraRefused(401, COMPANY_TEXTS.jira.failureKinds.unauthorized),
    });
    expect(JSON.stringify(refused.body)).not.toContain('db_password');
  });

  it('drops the stored tokens when the URL moves: the old credentials never reach the new host', async () => {
    const created = await create(
      accountBody({
        jira_upload_enabled: true,
        jira_upload_username: DEMO_SITE.email,
        jira_upload_token: UPLOAD_TOKEN,
      }),
    );
    const id = created.body.account?.id ?? '';
    const oldCredentials = (token: string) =>
      `Basic ${Buffer.from(`${DEMO_SITE.email}:${token}`).toString('base64')}`;
    const seenBefore = elsewhere.requests.length;

    const moved = await update(id, { jira_url: elsewhere.url });
    expect(moved.status).toBe(200);
    expect(moved.body.account).toMatchObject({
      jira_url: elsewhere.url,
      has_api_token: false,
      api_token_bytes: 0,
      has_upload_token: false,
      upload_token_bytes: 0,
    });
    expect((await test(id, 'test')).body).toEqual({
      success: false,
      message: COMPANY_TEXTS.jira.noApiToken,
    });
    expect((await test(id, 'test-upload')).body).toEqual({
      success: false,
      message: COMPANY_TEXTS.jira.uploadNotConfigured,
    });

    const retyped = await update(id, { jira_api_token: WRONG_TOKEN });
    expect(retyped.body.account?.has_api_token).toBe(true);
    await test(id, 'test');
    const authorizations = elsewhere.requests.slice(seenBefore).map((seen) => seen.authorization);
    expect(authorizations).toEqual([oldCredentials(WRONG_TOKEN)]);
    expect(authorizations).not.toContain(oldCredentials(DEMO_SITE.apiToken));
    expect(authorizations).not.toContain(oldCredentials(UPLOAD_TOKEN));
  });

  it('answers 404 for an unknown company, 403 for an operator and 401 without a token', async () => {
    const unknown = await create(accountBody(), admin, randomUUID());
    expect([unknown.status, unknown.body.error]).toEqual([404, COMPANY_TEXTS.companyNotFound]);
    const operator = await platform.login('alan', DEMO_PASSWORDS.operator);
    expect((await create(accountBody(), operator)).status).toBe(403);
    const anonymous = await call(
      platform.url,
      'GET',
      `/api/admin/companies/${companyId}/jira-accounts`,
    );
    expect(anonymous.status).toBe(401);
  });
});
