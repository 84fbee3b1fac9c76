import {
  COMPANY_TEXTS,
  type JiraAccountResponse,
  type JiraAccountsResponse,
  type JiraTestResponse,
} from '@morphic/contracts';
import { DEMO_SITE, seedDemoSite, startJiraSimulator } from '@morphic/jira-simulator';
import type { EventStore } from '@morphic/stores';
import { randomUUID } from 'node:crypto';
import { EVENT_STORE } from '../../../infrastructure/tokens';
import { DEMO_PASSWORDS, call, startTestApp, type TestApp } from '../../../testing/test-app';

type Answer<T> = Partial<T> & { error?: string };

const UPLOAD_TOKEN = 'upload-token-3f9c2a71-secret';
const WRONG_TOKEN = 'wrong-token-77c1d0e4-secret';

describe('Jira accounts of a company', () => {
  let platform: TestApp;
  let jira: Awaited<ReturnType<typeof startJiraSimulator>>;
  let admin: string;
  let companyId: string;
  let siteUrl: string;

  beforeAll(async () => {
    jira = await startJiraSimulator();
    seedDemoSite(jira.control);
    siteUrl = `${jira.baseUrl}/${DEMO_SITE.name}`;
    platform = await startTestApp();
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
