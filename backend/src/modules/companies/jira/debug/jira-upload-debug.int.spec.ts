import {
  COMPANY_TEXTS,
  type JiraAccountResponse,
  type JiraUploadConfigResponse,
  type JiraUploadDebugResponse,
} from '@morphic/contracts';
import { JIRA_ACCOUNTS_COLLECTION, type JiraAccountDoc } from '@morphic/contracts/server';
import { startJiraSimulator } from '@morphic/jira-simulator';
import type { ReadStore } from '@morphic/stores';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { READ_STORE } from '#infrastructure/tokens';
import type { Answer } from '../../../../testing/admin-companies';
import { startChildServer } from '../../../../testing/child-server';
import {
  JIRA_UPLOAD_USER,
  activeCompany,
  jiraCompany,
  type JiraCompanyOptions,
} from '../../../../testing/jira-companies';
import { DEMO_PASSWORDS, call, startTestApp, type TestApp } from '../../../../testing/test-app';

const TEXTS = COMPANY_TEXTS.jira;
const STEPS = TEXTS.debugSteps;
const PREVIEW = TEXTS.tokenPreview(JIRA_UPLOAD_USER.apiToken.length);
const WRONG_TOKEN = 'wrong-upload-token-4c2e9b';

type Simulator = Awaited<ReturnType<typeof startJiraSimulator>>;

const debugOf = (url: string, companyId: string, token?: string) =>
  call<Answer<JiraUploadDebugResponse>>(
    url,
    'POST',
    `/api/admin/companies/${companyId}/debug-jira-upload`,
    token ? { token } : {},
  );
const configOf = (url: string, companyId: string, token?: string) =>
  call<Answer<JiraUploadConfigResponse>>(
    url,
    'GET',
    `/api/admin/companies/${companyId}/jira-upload-config`,
    token ? { token } : {},
  );
/** Each step as `name: ok|failed`, in order. */
const walked = (report: Answer<JiraUploadDebugResponse>) =>
  (report.steps ?? []).map(({ name, ok }) => `${name}: ${ok ? 'ok' : 'failed'}`);

describe('Jira upload debug and upload config of a company', () => {
  let platform: TestApp;
  let jira: Simulator;
  let admin: string;

  beforeAll(async () => {
    jira = await startJiraSimulator();
    platform = await startTestApp();
    admin = await platform.login('admin', DEMO_PASSWORDS.admin);
  });
  afterAll(async () => {
    await platform.close({ removeData: true });
    await jira.close();
  });

  const company = (account: JiraCompanyOptions['account'] = {}) =>
    jiraCompany(platform, jira, admin, { project: 'UP', account });
  const debug = (companyId: string) => debugOf(platform.url, companyId, admin);

  it('walks every step of a company that can upload, and shows no character of the token', async () => {
    const { companyId, account, siteUrl } = await company({ jira_upload_enabled: true });

    const { status, body } = await debug(companyId);

    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      message: TEXTS.debugPassed,
      errors: [],
      steps: [
        {
          name: STEPS.account,
          ok: true,
          detail: TEXTS.debugAccount(account.account_name, siteUrl),
        },
        { name: STEPS.uploadEnabled, ok: true, detail: TEXTS.uploadEnabled },
        {
          name: STEPS.credentials,
          ok: true,
          detail: TEXTS.uploadCredentials(JIRA_UPLOAD_USER.email, PREVIEW),
        },
        {
          name: STEPS.service,
          ok: true,
          detail: TEXTS.serviceCreated(siteUrl, JIRA_UPLOAD_USER.email),
        },
        { name: STEPS.connection, ok: true, detail: TEXTS.uploadReady('Platform Uploads') },
      ],
      account_id: account.id,
      account_name: account.account_name,
      connection_test: true,
      connection_message: TEXTS.uploadReady('Platform Uploads'),
      jira_upload_enabled: true,
      has_upload_token: true,
      token_length: JIRA_UPLOAD_USER.apiToken.length,
      token_preview: PREVIEW,
      jira_service_created: true,
      jira_service_url: siteUrl,
      jira_service_username: JIRA_UPLOAD_USER.email,
    });
    expect(JSON.stringify(body)).not.toContain(JIRA_UPLOAD_USER.apiToken);
  });

  it('answers the upload config of the primary account, the token only as present and its length', async () => {
    const { companyId, siteUrl } = await company({ jira_upload_enabled: true });
    const primary = await call<JiraAccountResponse>(
      platform.url,
      'POST',
      `/api/admin/companies/${companyId}/jira-accounts`,
      {
        token: admin,
        body: {
          account_name: 'Second site',
          jira_url: siteUrl,
          jira_upload_username: 'second@site.example',
          is_primary: true,
        },
      },
    );

    const { status, body } = await configOf(platform.url, companyId, admin);

    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      account_id: primary.body.account.id,
      account_name: 'Second site',
      jira_url: siteUrl,
      jira_upload_enabled: false,
      jira_upload_username: 'second@site.example',
      has_upload_token: false,
      upload_token_bytes: 0,
    });
  });

  it('stops at the account for a company without one; its config is empty', async () => {
    const companyId = await activeCompany(platform, 'Bare');

    const { body } = await debug(companyId);

    expect(body).toMatchObject({
      success: false,
      message: TEXTS.noAccountFound,
      errors: [TEXTS.noAccountFound],
      account_id: null,
      token_preview: null,
      jira_service_created: false,
      connection_test: false,
    });
    expect(walked(body)).toEqual([`${STEPS.account}: failed`]);
    expect((await configOf(platform.url, companyId, admin)).body).toEqual({
      success: true,
      account_id: null,
      account_name: null,
      jira_url: null,
      jira_upload_enabled: false,
      jira_upload_username: null,
      has_upload_token: false,
      upload_token_bytes: 0,
    });
  });

  it('checks every setting of an account whose upload is off, and tries no client', async () => {
    const { companyId } = await company();

    const { body } = await debug(companyId);

    expect(walked(body)).toEqual([
      `${STEPS.account}: ok`,
      `${STEPS.uploadEnabled}: failed`,
      `${STEPS.credentials}: ok`,
    ]);
    expect(body).toMatchObject({
      success: false,
      message: TEXTS.uploadNotEnabled,
      errors: [TEXTS.uploadNotEnabled],
      jira_upload_enabled: false,
      has_upload_token: true,
      token_preview: PREVIEW,
      jira_service_created: false,
      connection_message: null,
    });
  });

  it('fails the credentials step when the username and token are missing', async () => {
    const { companyId } = await company({
      jira_upload_enabled: true,
      jira_upload_username: '',
      jira_upload_token: ' ',
    });

    const { body } = await debug(companyId);

    expect(walked(body)).toEqual([
      `${STEPS.account}: ok`,
      `${STEPS.uploadEnabled}: ok`,
      `${STEPS.credentials}: failed`,
    ]);
    expect(body).toMatchObject({
      message: TEXTS.uploadNotConfigured,
      errors: [TEXTS.uploadNotConfigured],
      has_upload_token: false,
      token_length: 0,
      token_preview: null,
    });
  });

  it('fails the service step when the stored token no longer opens (as after SECRETS_KEY changed)', async () => {
    const { companyId, account } = await company({ jira_upload_enabled: true });
    await platform.app
      .get<ReadStore>(READ_STORE)
      .collection<JiraAccountDoc>(JIRA_ACCOUNTS_COLLECTION)
      .updateOne(
        { _id: account.id },
        { $set: { upload_token: { sealed: 'v1.AAAA.AAAA.AAAA', bytes: 24 } } },
      );

    const { status, body } = await debug(companyId);

    expect(status).toBe(200);
    expect(walked(body)).toEqual([
      `${STEPS.account}: ok`,
      `${STEPS.uploadEnabled}: ok`,
      `${STEPS.credentials}: ok`,
      `${STEPS.service}: failed`,
    ]);
    expect(body).toMatchObject({
      message: TEXTS.uploadTokenUnreadable,
      jira_service_created: false,
      connection_test: false,
    });
  });

  it('fails the connection test when Jira refuses the upload token', async () => {
    const { companyId, account } = await company({ jira_upload_enabled: true });
    await call(platform.url, 'PUT', `/api/admin/jira-accounts/${account.id}`, {
      token: admin,
      body: { jira_upload_token: WRONG_TOKEN },
    });

    const { body } = await debug(companyId);

    expect(walked(body).at(-1)).toBe(`${STEPS.connection}: failed`);
    expect(body).toMatchObject({
      success: false,
      jira_service_created: true,
      connection_test: false,
      token_preview: TEXTS.tokenPreview(WRONG_TOKEN.length),
    });
    expect(body.connection_message).toMatch(/^Jira answered 401/);
    expect(body.errors).toEqual([body.connection_message]);
    expect(JSON.stringify(body)).not.toContain(WRONG_TOKEN);
  });

  it('answers 404 for an unknown company, 403 for an operator and 401 without a token', async () => {
    const { companyId } = await company({ jira_upload_enabled: true });
    const operator = await platform.login('alan', DEMO_PASSWORDS.operator);
    for (const ask of [debugOf, configOf]) {
      const unknown = await ask(platform.url, randomUUID(), admin);
      expect([unknown.status, unknown.body.error]).toEqual([404, COMPANY_TEXTS.companyNotFound]);
      expect((await ask(platform.url, companyId, operator)).status).toBe(403);
      expect((await ask(platform.url, companyId)).status).toBe(401);
    }
  });
});

/** The server's own output, at its most talkative, while it debugs an upload. */
describe('Jira upload debug in the server log', () => {
  let jira: Simulator;
  let dataDir: string;

  beforeAll(async () => {
    jira = await startJiraSimulator();
    dataDir = mkdtempSync(join(tmpdir(), 'morphic-int-'));
  });
  afterAll(async () => {
    await jira.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('logs the walk without a token', async () => {
    const server = await startChildServer({ dataDir, env: { LOG_LEVEL: 'debug' } });
    try {
      const siteName = `logged-${randomUUID().slice(0, 8)}`;
      jira.control.createSite({
        name: siteName,
        users: [{ ...JIRA_UPLOAD_USER, displayName: 'Platform Uploads' }],
      });
      const { token: admin } = (
        await call<{ token: string }>(server.url, 'POST', '/api/auth/login', {
          body: { username_or_email: 'admin', password: DEMO_PASSWORDS.admin },
        })
      ).body;
      const { company_id: companyId } = (
        await call<{ company_id: string }>(server.url, 'POST', '/api/companies/login', {
          body: { email: 'hello@northwind.example', password: DEMO_PASSWORDS.companyRep },
        })
      ).body;
      await call(server.url, 'POST', `/api/admin/companies/${companyId}/jira-accounts`, {
        token: admin,
        body: {
          account_name: 'Logged site',
          jira_url: `${jira.baseUrl}/${siteName}`,
          jira_upload_enabled: true,
          jira_upload_username: JIRA_UPLOAD_USER.email,
          jira_upload_token: JIRA_UPLOAD_USER.apiToken,
        },
      });

      expect((await debugOf(server.url, companyId, admin)).body.success).toBe(true);

      await server.waitForOutput('Jira upload debug');
      expect(server.output()).not.toContain(JIRA_UPLOAD_USER.apiToken);
    } finally {
      await server.kill();
    }
  });
});
