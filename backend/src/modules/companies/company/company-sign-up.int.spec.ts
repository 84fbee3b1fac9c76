import {
  COMPANY_TEXTS,
  MESSAGES,
  SIGN_IN_TEXTS,
  SIGN_UP_TEXTS,
  type CompanyRepRegisterResponse,
  type CompanySessionResponse,
} from '@morphic/contracts';
import { COMPANIES_COLLECTION, type CompanyDoc } from '@morphic/contracts/server';
import { randomUUID } from 'node:crypto';
import { codeIn, startSmtpInbox, type SmtpInbox } from '../../../testing/smtp-inbox';
import {
  DEMO_PASSWORDS,
  call,
  nextMessage,
  startTestApp,
  type TestApp,
} from '../../../testing/test-app';
import { READ_STORE } from '#infrastructure/tokens';
import type { ReadStore } from '@morphic/stores';

const PASSWORD = 'Harbour#Lights2026';

type Answer<T> = Partial<T> & { error?: string };

describe('company sign-up, sign-in and activation', () => {
  let platform: TestApp;
  let inbox: SmtpInbox;
  let adminToken: string;
  let ipCounter = 0;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    platform = await startTestApp({ env: { SMTP_URL: inbox.url } });
    adminToken = await platform.login('admin', DEMO_PASSWORDS.admin);
  });
  afterAll(async () => {
    await platform.close({ removeData: true });
    await inbox.close();
  });

  const freshIp = () => `198.51.100.${++ipCounter}`;
  const unique = () => randomUUID().slice(0, 8);
  const companies = () =>
    platform.app.get<ReadStore>(READ_STORE).collection<CompanyDoc>(COMPANIES_COLLECTION);

  const registerCompany = (body: Record<string, unknown>) =>
    call<Answer<CompanySessionResponse>>(platform.url, 'POST', '/api/companies/register', {
      body,
      headers: { 'x-forwarded-for': freshIp() },
    });

  const newCompany = () => {
    const tag = unique();
    return {
      company_name: `Harbour Labs ${tag}`,
      email: `ops-${tag}@harbour.example`,
      password: PASSWORD,
      industry: 'Logistics',
      company_size: '11-50',
      website: 'https://harbour.example',
      description: 'Port cranes that plan their own day.',
      contact_person_name: 'Hana Port',
      contact_person_role: 'CTO',
    };
  };

  const mailedCode = async (email: string) => {
    const sent = await call(platform.url, 'POST', '/api/auth/send-verification', {
      body: { email },
      headers: { 'x-forwarded-for': freshIp() },
    });
    expect(sent.status).toBe(200);
    return codeIn(await inbox.nextMailTo(email));
  };

  const registerRep = (body: Record<string, unknown>, token?: string) =>
    call<Answer<CompanyRepRegisterResponse>>(platform.url, 'POST', '/api/company-reps/register', {
      body,
      ...(token ? { token } : {}),
      headers: { 'x-forwarded-for': freshIp() },
    });

  /** A registered company (pending) and its own session token. */
  async function signedUpCompany() {
    const company = newCompany();
    const response = await registerCompany(company);
    expect(response.status).toBe(201);
    return { ...company, id: response.body.company_id ?? '', token: response.body.token ?? '' };
  }

  async function newRep(company: { id: string; token: string }) {
    const email = `rep-${unique()}@harbour.example`;
    const body = {
      company_id: company.id,
      email,
      password: PASSWORD,
      first_name: 'Rosa',
      last_name: 'Quay',
      phone: '+44 20 7946 0000',
      verification_code: await mailedCode(email),
    };
    return { email, body };
  }

  it('never replays a registration’s answer, which carries a session token, for a repeated Idempotency-Key', async () => {
    const headers = { 'idempotency-key': 'same-key', 'x-forwarded-for': '198.51.100.250' };
    const first = await call<Answer<CompanySessionResponse>>(
      platform.url,
      'POST',
      '/api/companies/register',
      { body: newCompany(), headers },
    );
    const second = await call<Answer<CompanySessionResponse>>(
      platform.url,
      'POST',
      '/api/companies/register',
      { body: newCompany(), headers },
    );

    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.headers.get('idempotent-replayed')).toBeNull();
    expect(second.body.company_id).not.toBe(first.body.company_id);
    expect(second.body.token).not.toBe(first.body.token);
  });

  it('registers a company in review with its own session, and refuses the same email or name (409)', async () => {
    const company = newCompany();
    const response = await registerCompany(company);

    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      success: true,
      company_name: company.company_name,
      status: 'pending_verification',
      token: expect.any(String),
    });
    const me = await call(platform.url, 'GET', '/api/companies/me', {
      token: response.body.token,
    });
    expect(me.body).toEqual({
      success: true,
      id: response.body.company_id,
      company_name: company.company_name,
      status: 'pending_verification',
    });
    expect(JSON.stringify(response.body)).not.toContain(PASSWORD);

    const before = await companies().count({});
    const sameEmail = await registerCompany({
      ...newCompany(),
      email: company.email.toUpperCase(),
    });
    const sameName = await registerCompany({
      ...newCompany(),
      company_name: ` ${company.company_name.toLowerCase()} `,
    });
    expect([sameEmail.status, sameEmail.body.error]).toEqual([
      409,
      COMPANY_TEXTS.companyEmailTaken,
    ]);
    expect([sameName.status, sameName.body.error]).toEqual([409, COMPANY_TEXTS.companyNameTaken]);
    expect(await companies().count({})).toBe(before);
  });

  it('registers a company once when the same sign-up arrives twenty times at once', async () => {
    const company = newCompany();
    const before = await companies().count({});
    const answers = await Promise.all(Array.from({ length: 20 }, () => registerCompany(company)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      201,
      ...Array.from({ length: 19 }, () => 409),
    ]);
    expect(await companies().count({})).toBe(before + 1);
  });

  it.each([
    [{ company_name: '' }, COMPANY_TEXTS.companyFieldsRequired],
    [{ email: undefined }, COMPANY_TEXTS.companyFieldsRequired],
    [{ password: '' }, COMPANY_TEXTS.companyFieldsRequired],
    [{ email: 'not-an-address' }, SIGN_UP_TEXTS.invalidEmail],
    [{ password: 'short' }, SIGN_UP_TEXTS.passwordNotSecure],
    [{ company_size: '2-5' }, COMPANY_TEXTS.companySizeBands],
    [{ website: 'javascript:alert(1)' }, COMPANY_TEXTS.websiteFormat],
    [{ description: 'x'.repeat(2001) }, COMPANY_TEXTS.fieldTooLong('Description', 2000)],
  ])('refuses %j with a 400 and registers nothing', async (change, message) => {
    const before = await companies().count({});
    const response = await registerCompany({ ...newCompany(), ...change });
    expect([response.status, response.body.error]).toEqual([400, message]);
    expect(await companies().count({})).toBe(before);
  });

  it('signs the company in (the demo company too); a wrong password is 401', async () => {
    const company = await signedUpCompany();
    const login = await call<Answer<CompanySessionResponse>>(
      platform.url,
      'POST',
      '/api/companies/login',
      { body: { email: company.email, password: PASSWORD } },
    );
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ company_id: company.id, status: 'pending_verification' });

    const demo = await call(platform.url, 'POST', '/api/companies/login', {
      body: { email: 'hello@northwind.example', password: DEMO_PASSWORDS.companyRep },
    });
    expect(demo.body).toMatchObject({ company_name: 'Northwind Robotics', status: 'active' });

    const wrong = await call(platform.url, 'POST', '/api/companies/login', {
      body: { email: company.email, password: 'Wrong#Password2026' },
      headers: { 'x-forwarded-for': freshIp() },
    });
    expect([wrong.status, wrong.body.error]).toEqual([401, MESSAGES.invalidCredentials]);
  });

  it('keeps the company session to company endpoints: no user, representative or admin access', async () => {
    const company = await signedUpCompany();
    for (const path of [
      '/api/auth/me',
      '/api/company-reps/me',
      `/api/operators/${company.id}/notifications`,
    ]) {
      const response = await call(platform.url, 'GET', path, { token: company.token });
      expect({ path, status: response.status }).toEqual({ path, status: 403 });
    }
    const operator = await platform.login('alan', DEMO_PASSWORDS.operator);
    expect((await call(platform.url, 'GET', '/api/companies/me', { token: operator })).status).toBe(
      403,
    );
    expect((await call(platform.url, 'GET', '/api/companies/me')).status).toBe(401);
  });

  it('adds a representative only with that company’s own session and a valid mailed code', async () => {
    const company = await signedUpCompany();
    const other = await signedUpCompany();
    const { body } = await newRep(company);

    const anonymous = await registerRep(body);
    const otherCompany = await registerRep(body, other.token);
    const wrongCode = await registerRep({ ...body, verification_code: '000000' }, company.token);
    expect([anonymous.status, anonymous.body.error]).toEqual([403, COMPANY_TEXTS.signInAsCompany]);
    expect([otherCompany.status, otherCompany.body.error]).toEqual([
      403,
      COMPANY_TEXTS.signInAsCompany,
    ]);
    expect(wrongCode.status).toBe(400);
    const missing = await registerRep({ ...body, first_name: '' }, company.token);
    expect([missing.status, missing.body.error]).toEqual([400, COMPANY_TEXTS.repFieldsRequired]);
    const noCompany = await registerRep({ ...body, company_id: '' }, company.token);
    expect([noCompany.status, noCompany.body.error]).toEqual([
      400,
      COMPANY_TEXTS.completeCompanyFirst,
    ]);
    expect((await companies().findOne({ _id: company.id }))?.rep_ids).toEqual([]);

    const created = await registerRep(body, company.token);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      success: true,
      token: expect.any(String),
      status: 'pending_verification',
      company_rep: {
        email: body.email,
        full_name: 'Rosa Quay',
        role: 'representative',
        status: 'active',
        company_status: 'pending_verification',
        permissions: expect.objectContaining({ can_manage_tasks: true, can_view_payments: true }),
      },
      user: { type: 'company_rep', company_status: 'pending_verification' },
    });
    // The code is spent with the registration.
    const again = await registerRep({ ...body, email: `x-${body.email}` }, company.token);
    expect(again.status).toBe(400);
  });

  it('an admin activates the company: the representative’s open page hears it live, and the company’s work opens', async () => {
    const company = await signedUpCompany();
    const { email, body } = await newRep(company);
    const rep = await registerRep(body, company.token);
    const repToken = rep.body.token ?? '';

    const repLogin = () =>
      call(platform.url, 'POST', '/api/company-reps/login', {
        body: { email, password: PASSWORD },
        headers: { 'x-forwarded-for': freshIp() },
      });
    // In review, the representative signs in to the holding page; the company's work waits.
    const pending = await repLogin();
    expect(pending.status).toBe(200);
    const work = await call(platform.url, 'GET', '/api/company-reps/me/missions', {
      token: repToken,
    });
    expect([work.status, work.body.error]).toEqual([423, SIGN_IN_TEXTS.companyAccessPending]);
    const overview = await call(platform.url, 'GET', '/api/company-reps/me/company', {
      token: repToken,
    });
    expect(overview.body).toMatchObject({ company: { status: 'pending_verification' } });

    const operator = await platform.login('alan', DEMO_PASSWORDS.operator);
    const refused = await call(platform.url, 'PUT', `/api/admin/companies/${company.id}/status`, {
      token: operator,
      body: { status: 'active' },
    });
    expect(refused.status).toBe(403);

    const socket = await platform.socket(repToken);
    const pushed = nextMessage(socket, 'company.updated');
    const activated = await call(platform.url, 'PUT', `/api/admin/companies/${company.id}/status`, {
      token: adminToken,
      body: { status: 'active' },
    });
    expect(activated.body).toMatchObject({
      success: true,
      company: { id: company.id, status: 'active' },
    });
    expect((await pushed).data).toMatchObject({
      company_name: company.company_name,
      status: 'active',
    });
    expect((await repLogin()).status).toBe(200);
    expect(
      (await call(platform.url, 'GET', '/api/company-reps/me/missions', { token: repToken }))
        .status,
    ).toBe(200);

    const suspended = await call(platform.url, 'PUT', `/api/admin/companies/${company.id}/status`, {
      token: adminToken,
      body: { status: 'suspended' },
    });
    expect(suspended.status).toBe(200);
    const companyLogin = await call(platform.url, 'POST', '/api/companies/login', {
      body: { email: company.email, password: PASSWORD },
    });
    expect([companyLogin.status, companyLogin.body.error]).toEqual([
      403,
      SIGN_IN_TEXTS.companySuspended,
    ]);
  });

  it('refuses a status the spec does not name (400) and an unknown company (404)', async () => {
    const company = await signedUpCompany();
    const bad = await call(platform.url, 'PUT', `/api/admin/companies/${company.id}/status`, {
      token: adminToken,
      body: { status: 'approved' },
    });
    expect(bad.status).toBe(400);
    const unknown = await call(platform.url, 'PUT', `/api/admin/companies/${randomUUID()}/status`, {
      token: adminToken,
      body: { status: 'active' },
    });
    expect([unknown.status, unknown.body.error]).toEqual([404, COMPANY_TEXTS.companyNotFound]);
  });
});
