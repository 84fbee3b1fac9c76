import {
  COMPANIES_CONSOLE_TEXTS,
  COMPANY_TEXTS,
  SIGN_UP_TEXTS,
  type AdminCompaniesResponse,
  type AdminCompanyCommandResponse,
  type AdminCompanyResponse,
  type AdminCreateCompanyResponse,
  type AdminCompanyRepCommandResponse,
  type AdminDeleteCompanyResponse,
  type RecommendationsResponse,
} from '@morphic/contracts';
import {
  ACCOUNTS_COLLECTION,
  MISSIONS_COLLECTION,
  STREAMS,
  type AccountDoc,
  type MissionDoc,
} from '@morphic/contracts/server';
import type { EventStore, ReadStore } from '@morphic/stores';
import { randomUUID } from 'node:crypto';
import { EVENT_STORE, READ_STORE } from '#infrastructure/tokens';
import {
  ADMIN_TEST_PASSWORD,
  adminConsole,
  freshIp,
  logHead,
  newRepBody,
  repLogin,
  type Answer,
} from '../../../testing/admin-companies';
import { securityEventsOf } from '../../../testing/security-events';
import { DEMO_PASSWORDS, call, startTestApp, type TestApp } from '../../../testing/test-app';
import { postCompanyTask } from '../../../testing/company-reps';

describe('the admin console’s companies', () => {
  let platform: TestApp;
  let admin: ReturnType<typeof adminConsole>;
  let operatorToken: string;
  let founderToken: string;

  beforeAll(async () => {
    platform = await startTestApp();
    admin = adminConsole(platform, await platform.login('admin', DEMO_PASSWORDS.admin));
    operatorToken = await platform.login('ada', DEMO_PASSWORDS.operator);
    founderToken = await platform.login('founder', DEMO_PASSWORDS.founder);
  });
  afterAll(() => platform.close({ removeData: true }));

  const list = async (query = '') =>
    (await admin.send<AdminCompaniesResponse>('GET', `/api/admin/companies${query}`)).body
      .companies ?? [];
  const names = async (query: string) => (await list(query)).map((c) => c.company_name);
  const marketplaceIds = async () =>
    (
      await call<RecommendationsResponse>(platform.url, 'GET', '/api/marketplace/recommendations', {
        token: founderToken,
      })
    ).body.recommendations.map((mission) => mission.mission_id);

  describe('POST /api/admin/companies/create', () => {
    it('creates an active company, answering the company’s own session token', async () => {
      const body = admin.newCompanyBody();
      const created = await admin.send<AdminCreateCompanyResponse>(
        'POST',
        '/api/admin/companies/create',
        body,
      );

      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        success: true,
        message: COMPANIES_CONSOLE_TEXTS.companyCreated,
        token: expect.any(String),
        company: {
          company_name: body.company_name,
          email: body.email,
          contact_person_name: 'Hana Port',
          website: 'https://harbour.example',
          status: 'active',
          jira_configured: false,
          rep_count: 0,
        },
      });
      expect(JSON.stringify(created.body)).not.toContain(ADMIN_TEST_PASSWORD);
      const me = await call(platform.url, 'GET', '/api/companies/me', {
        token: created.body.token,
      });
      expect(me.body).toMatchObject({ company_name: body.company_name, status: 'active' });
      expect(await names('')).toContain(body.company_name);
    });

    it.each([
      [{ company_name: '' }, COMPANY_TEXTS.companyFieldsRequired],
      [{ email: 'not-an-address' }, SIGN_UP_TEXTS.invalidEmail],
      [{ password: 'short' }, SIGN_UP_TEXTS.passwordNotSecure],
      [{ website: 'harbour' }, COMPANY_TEXTS.websiteFormat],
    ])('refuses %j with a 400, appending nothing', async (change, message) => {
      const before = await logHead(platform);
      const refused = await admin.send('POST', '/api/admin/companies/create', {
        ...admin.newCompanyBody(),
        ...change,
      });
      expect([refused.status, refused.body.error]).toEqual([400, message]);
      expect(await logHead(platform)).toEqual(before);
    });

    it('refuses a taken email or name with a 409', async () => {
      const taken = await admin.createCompany();
      const sameEmail = await admin.send('POST', '/api/admin/companies/create', {
        ...admin.newCompanyBody(),
        email: taken.email.toUpperCase(),
      });
      expect([sameEmail.status, sameEmail.body.error]).toEqual([
        409,
        COMPANY_TEXTS.companyEmailTaken,
      ]);
    });
  });

  describe('GET /api/admin/companies', () => {
    it('searches name, email and contact in any case, and filters by status and Jira setup', async () => {
      const tag = randomUUID().slice(0, 8);
      const north = await admin.createCompany({
        company_name: `Northstar ${tag}`,
        contact_person_name: `Nell ${tag}`,
      });
      const south = await admin.createCompany({ company_name: `Southwind ${tag}` });
      await admin.send('PUT', `/api/admin/companies/${south.id}/status`, { status: 'suspended' });

      expect(await names(`?search=NORTHSTAR%20${tag}`)).toEqual([north.company_name]);
      expect(await names(`?search=${north.email.toUpperCase()}`)).toEqual([north.company_name]);
      expect(await names(`?search=nell%20${tag}`)).toEqual([north.company_name]);
      expect(await names(`?search=${tag}&status=suspended`)).toEqual([south.company_name]);
      expect(await names(`?search=${tag}&status=active`)).toEqual([north.company_name]);
      expect(await names(`?search=${tag}&status=`)).toEqual([
        south.company_name,
        north.company_name,
      ]);
      expect(await names(`?search=${tag}&jira_configured=false`)).toHaveLength(2);
      expect(await names(`?search=${tag}&jira_configured=true`)).toEqual([]);
      expect(await names('?search=nobody-like-this')).toEqual([]);
    });

    it('refuses unknown filter values with a 400', async () => {
      const status = await admin.send('GET', '/api/admin/companies?status=approved');
      expect([status.status, status.body.error]).toEqual([
        400,
        COMPANIES_CONSOLE_TEXTS.unknownStatus,
      ]);
      const jira = await admin.send('GET', '/api/admin/companies?jira_configured=maybe');
      expect([jira.status, jira.body.error]).toEqual([
        400,
        COMPANIES_CONSOLE_TEXTS.jiraConfiguredFilter,
      ]);
    });
  });

  describe('GET and PUT /api/admin/companies/{id}', () => {
    it('answers the company with its missions, 404 for an unknown one', async () => {
      const demo = (await list('?search=Northwind'))[0];
      const detail = await admin.send<AdminCompanyResponse>(
        'GET',
        `/api/admin/companies/${demo?.id ?? ''}`,
      );
      expect(detail.status).toBe(200);
      expect(detail.body.company).toMatchObject({
        company_name: 'Northwind Robotics',
        rep_count: 1,
      });
      // The demo world posts three Northwind missions.
      expect(detail.body.missions).toHaveLength(3);

      const unknown = await admin.send('GET', `/api/admin/companies/${randomUUID()}`);
      expect([unknown.status, unknown.body.error]).toEqual([404, COMPANY_TEXTS.companyNotFound]);
    });

    it('saves the company form; the old name is free again and a taken one is 409', async () => {
      const company = await admin.createCompany();
      const other = await admin.createCompany();
      const renamed = `${company.company_name} Renamed`;
      const saved = await admin.send<AdminCompanyCommandResponse>(
        'PUT',
        `/api/admin/companies/${company.id}`,
        { company_name: renamed, website: '', industry: 'Shipping' },
      );
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({
        message: COMPANIES_CONSOLE_TEXTS.companyUpdated,
        company: {
          company_name: renamed,
          email: company.email,
          website: null,
          industry: 'Shipping',
          contact_person_name: 'Hana Port',
        },
      });
      expect((await admin.createCompany({ company_name: company.company_name })).id).toEqual(
        expect.any(String),
      );
      const taken = await admin.send('PUT', `/api/admin/companies/${company.id}`, {
        company_name: other.company_name,
      });
      expect([taken.status, taken.body.error]).toEqual([409, COMPANY_TEXTS.companyNameTaken]);
      // The company signs in with its new address.
      await admin.send('PUT', `/api/admin/companies/${company.id}`, {
        email: `new-${company.email}`,
      });
      const login = await call(platform.url, 'POST', '/api/companies/login', {
        body: { email: `new-${company.email}`, password: ADMIN_TEST_PASSWORD },
        headers: freshIp(),
      });
      expect(login.body).toMatchObject({ company_name: renamed });
    });

    it.each([
      [{ company_name: '' }, COMPANIES_CONSOLE_TEXTS.companyFormRequired],
      [{ email: '  ' }, COMPANIES_CONSOLE_TEXTS.companyFormRequired],
      [{ email: 'nope' }, SIGN_UP_TEXTS.invalidEmail],
      [{ website: 'ftp://harbour.example' }, COMPANY_TEXTS.websiteFormat],
      [{ company_size: '2-3' }, COMPANY_TEXTS.companySizeBands],
    ])('refuses %j with a 400, appending nothing', async (change, message) => {
      const company = await admin.createCompany();
      const before = await logHead(platform);
      const refused = await admin.send('PUT', `/api/admin/companies/${company.id}`, change);
      expect([refused.status, refused.body.error]).toEqual([400, message]);
      expect(await logHead(platform)).toEqual(before);
    });

    it('answers 404 for an unknown company', async () => {
      const unknown = await admin.send('PUT', `/api/admin/companies/${randomUUID()}`, {
        industry: 'x',
      });
      expect([unknown.status, unknown.body.error]).toEqual([404, COMPANY_TEXTS.companyNotFound]);
    });
  });

  describe('DELETE /api/admin/companies/{id}', () => {
    /** A company with two signed-in representatives and a mission one of them posted. */
    async function companyAtWork() {
      const company = await admin.createCompany();
      const reps = [await admin.createRep(company.id), await admin.createRep(company.id)];
      const tokens = await Promise.all(
        reps.map(async (rep) => (await repLogin(platform, rep.email)).body.token ?? ''),
      );
      const missionId = await postCompanyTask(platform, tokens[0] ?? '', {
        title: 'Map the quay',
        description: 'A lidar survey',
        reward_amount: 100,
      });
      return { company, reps, tokens, missionId };
    }

    it('deletes the company with its representatives and missions: nobody of it can sign in', async () => {
      const { company, reps, tokens, missionId } = await companyAtWork();
      expect(await marketplaceIds()).toContain(missionId);
      const deleted = await admin.send<AdminDeleteCompanyResponse>(
        'DELETE',
        `/api/admin/companies/${company.id}`,
      );

      expect(deleted.status).toBe(200);
      expect(deleted.body).toMatchObject({
        success: true,
        message: COMPANIES_CONSOLE_TEXTS.companyDeleted(company.company_name, 2, 1),
        deleted: {
          company_id: company.id,
          company_reps: 2,
          missions: 1,
          jira_accounts: 0,
          sessions_revoked: 3,
        },
      });
      for (const token of [...tokens, company.token]) {
        const me = await call(platform.url, 'GET', '/api/company-reps/me', { token });
        expect(me.status).toBe(401);
      }
      for (const rep of reps) expect((await repLogin(platform, rep.email)).status).toBe(401);
      const companyLogin = await call(platform.url, 'POST', '/api/companies/login', {
        body: { email: company.email, password: ADMIN_TEST_PASSWORD },
        headers: freshIp(),
      });
      expect(companyLogin.status).toBe(401);

      expect(await names(`?search=${encodeURIComponent(company.company_name)}`)).toEqual([]);
      const detail = await admin.send('GET', `/api/admin/companies/${company.id}`);
      expect(detail.status).toBe(404);
      const remaining = await admin.send<{ company_reps: unknown[] }>(
        'GET',
        `/api/admin/company-reps?company_id=${company.id}`,
      );
      expect(remaining.body.company_reps).toEqual([]);
      expect(await marketplaceIds()).not.toContain(missionId);
      const [entry] = await securityEventsOf(platform, {
        event_type: 'admin_action',
        'details.company_id': company.id,
      });
      expect(entry).toMatchObject({ username: 'admin', details: { action: 'delete_company' } });
    });

    it('finds its representatives and missions in the log, whatever the read models say', async () => {
      const { company, reps, missionId } = await companyAtWork();
      // Read models behind the log: they do not show the representatives or the mission yet.
      const readStore = platform.app.get<symbol, ReadStore>(READ_STORE);
      await readStore
        .collection<AccountDoc>(ACCOUNTS_COLLECTION)
        .deleteMany({ _id: { $in: reps.map((rep) => rep.id) } });
      await readStore.collection<MissionDoc>(MISSIONS_COLLECTION).deleteMany({ _id: missionId });

      const deleted = await admin.send<AdminDeleteCompanyResponse>(
        'DELETE',
        `/api/admin/companies/${company.id}`,
      );
      expect(deleted.body.deleted).toMatchObject({ company_reps: 2, missions: 1 });
      const log = platform.app.get<symbol, EventStore>(EVENT_STORE);
      const typesOf = async (stream: string) =>
        (await log.readStream(stream)).map((event) => event.type);
      for (const rep of reps) {
        expect(await typesOf(STREAMS.companyRep(rep.id))).toContain('CompanyRepDeleted');
      }
      expect(await typesOf(STREAMS.mission(missionId))).toContain('MissionWithdrawn');
    });

    it('leaves no representative of a registration that raced the deletion', async () => {
      const company = await admin.createCompany();
      const registrations = Array.from({ length: 10 }, () =>
        admin.send<AdminCompanyRepCommandResponse>(
          'POST',
          '/api/admin/company-reps/create',
          newRepBody(company.id),
        ),
      );
      const [deleted, ...answers] = await Promise.all([
        admin.send('DELETE', `/api/admin/companies/${company.id}`),
        ...registrations,
      ]);
      expect(deleted.status).toBe(200);
      // Each registration either came first (and its representative was deleted with the
      // company) or was refused after the deletion: none is left standing.
      expect(answers.filter((answer) => answer.status !== 201 && answer.status !== 404)).toEqual(
        [],
      );
      const log = platform.app.get<symbol, EventStore>(EVENT_STORE);
      for (const answer of answers.filter((registered) => registered.status === 201)) {
        const events = await log.readStream(STREAMS.companyRep(answer.body.company_rep?.id ?? ''));
        expect(events.map((event) => event.type)).toContain('CompanyRepDeleted');
      }
    });

    it('frees the company’s name and email and its representatives’ emails', async () => {
      const { company, reps } = await companyAtWork();
      await admin.send('DELETE', `/api/admin/companies/${company.id}`);

      const again = await admin.createCompany({
        company_name: company.company_name,
        email: company.email,
      });
      const rep = await admin.createRep(again.id, { email: reps[0]?.email });
      expect((await repLogin(platform, rep.email)).status).toBe(200);
    });

    it('answers 404 for an unknown or already deleted company', async () => {
      const company = await admin.createCompany();
      await admin.send('DELETE', `/api/admin/companies/${company.id}`);
      for (const id of [company.id, randomUUID()]) {
        const refused = await admin.send('DELETE', `/api/admin/companies/${id}`);
        expect([refused.status, refused.body.error]).toEqual([404, COMPANY_TEXTS.companyNotFound]);
        const status = await admin.send('PUT', `/api/admin/companies/${id}/status`, {
          status: 'active',
        });
        expect(status.status).toBe(404);
      }
    });
  });

  it('keeps every company endpoint to admins: 401 signed out, 403 for an operator', async () => {
    const company = await admin.createCompany();
    const endpoints: [string, string, unknown?][] = [
      ['GET', '/api/admin/companies'],
      ['GET', `/api/admin/companies/${company.id}`],
      ['POST', '/api/admin/companies/create', admin.newCompanyBody()],
      ['PUT', `/api/admin/companies/${company.id}`, { industry: 'x' }],
      ['DELETE', `/api/admin/companies/${company.id}`],
    ];
    for (const [method, path, body] of endpoints) {
      const options = body === undefined ? {} : { body };
      const anonymous = await call<Answer<object>>(platform.url, method, path, options);
      const operator = await call<Answer<object>>(platform.url, method, path, {
        ...options,
        token: operatorToken,
      });
      expect({ method, path, statuses: [anonymous.status, operator.status] }).toEqual({
        method,
        path,
        statuses: [401, 403],
      });
    }
    expect((await admin.send('GET', `/api/admin/companies/${company.id}`)).status).toBe(200);
  });
});
