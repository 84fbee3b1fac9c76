import {
  ALL_COMPANY_REP_PERMISSIONS,
  COMPANIES_CONSOLE_TEXTS,
  COMPANY_TEXTS,
  IMPERSONATION_TEXTS,
  MESSAGES,
  SIGN_UP_TEXTS,
  type AdminCompanyRepCommandResponse,
  type AdminCompanyRepsResponse,
  type CompanyRepMeResponse,
} from '@morphic/contracts';
import { randomUUID } from 'node:crypto';
import {
  adminConsole,
  logHead,
  newRepBody,
  repLogin,
  uniqueTag,
  type Answer,
} from '../../../testing/admin-companies';
import { securityEventsOf } from '../../../testing/security-events';
import {
  DEMO_PASSWORDS,
  call,
  nextMessage,
  startTestApp,
  type TestApp,
} from '../../../testing/test-app';

describe('the admin console’s company representatives', () => {
  let platform: TestApp;
  let admin: ReturnType<typeof adminConsole>;
  let operatorToken: string;
  let companyId: string;

  beforeAll(async () => {
    platform = await startTestApp();
    admin = adminConsole(platform, await platform.login('admin', DEMO_PASSWORDS.admin));
    operatorToken = await platform.login('ada', DEMO_PASSWORDS.operator);
    companyId = (await admin.createCompany()).id;
  });
  afterAll(() => platform.close({ removeData: true }));

  const list = async (query = '') =>
    (await admin.send<AdminCompanyRepsResponse>('GET', `/api/admin/company-reps${query}`)).body
      .company_reps ?? [];
  const emails = async (query: string) => (await list(query)).map((rep) => rep.email);

  /** A representative of the test company, signed in. */
  async function signedInRep(overrides: Record<string, unknown> = {}) {
    const rep = await admin.createRep(companyId, overrides);
    const login = await repLogin(platform, rep.email);
    expect(login.status).toBe(200);
    return { ...rep, token: login.body.token ?? '' };
  }

  const me = (token: string) =>
    call<Answer<CompanyRepMeResponse>>(platform.url, 'GET', '/api/company-reps/me', { token });

  describe('POST /api/admin/company-reps/create', () => {
    it('adds an active, verified representative (role representative unless chosen) who can sign in', async () => {
      const email = `Rosa-${uniqueTag()}@Harbour.example`;
      const created = await admin.send<AdminCompanyRepCommandResponse>(
        'POST',
        '/api/admin/company-reps/create',
        newRepBody(companyId, {
          first_name: ' Rosa ',
          email,
          phone: '',
          permissions: { can_manage_payments: false },
        }),
      );

      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        message: COMPANY_TEXTS.repRegistered,
        company_rep: {
          first_name: 'Rosa',
          full_name: 'Rosa Quay',
          email,
          phone: null,
          company_id: companyId,
          company_name: expect.stringContaining('Harbour Labs'),
          role: 'representative',
          status: 'active',
          is_verified: true,
          is_primary_contact: false,
          permissions: { ...ALL_COMPANY_REP_PERMISSIONS, can_manage_payments: false },
          last_login_at: null,
          impersonation_blocked_reason: null,
        },
      });
      expect((await repLogin(platform, email)).status).toBe(200);
      const [listed] = await list(`?search=${encodeURIComponent(email)}`);
      expect(listed?.last_login_at).toEqual(expect.any(String));
    });

    it.each([
      [{ first_name: '' }, COMPANY_TEXTS.repFieldsRequired],
      [{ password: undefined }, COMPANY_TEXTS.repFieldsRequired],
      [{ company_id: '' }, COMPANY_TEXTS.completeCompanyFirst],
      [{ email: 'rosa' }, SIGN_UP_TEXTS.invalidEmail],
      [{ password: 'short' }, SIGN_UP_TEXTS.passwordNotSecure],
      [{ role: 'owner' }, undefined],
    ])('refuses %j with a 400, appending nothing', async (change, message) => {
      const before = await logHead(platform);
      const refused = await admin.send(
        'POST',
        '/api/admin/company-reps/create',
        newRepBody(companyId, change),
      );
      expect(refused.status).toBe(400);
      if (message) expect(refused.body.error).toBe(message);
      expect(await logHead(platform)).toEqual(before);
    });

    it('answers 404 for an unknown company and 409 for a taken email', async () => {
      const unknown = await admin.send(
        'POST',
        '/api/admin/company-reps/create',
        newRepBody(randomUUID()),
      );
      expect([unknown.status, unknown.body.error]).toEqual([404, COMPANY_TEXTS.companyNotFound]);
      const rep = await admin.createRep(companyId);
      const taken = await admin.send(
        'POST',
        '/api/admin/company-reps/create',
        newRepBody(companyId, { email: rep.email.toUpperCase() }),
      );
      expect([taken.status, taken.body.error]).toEqual([
        409,
        COMPANIES_CONSOLE_TEXTS.repEmailTaken,
      ]);
    });
  });

  describe('GET /api/admin/company-reps', () => {
    it('searches name and email, and filters by status and company', async () => {
      const tag = uniqueTag();
      const other = await admin.createCompany();
      const ines = await admin.createRep(companyId, { first_name: `Ines${tag}` });
      const otto = await admin.createRep(other.id, { last_name: `Otto${tag}` });
      await admin.send('PUT', `/api/admin/company-reps/${otto.id}/status`, {
        status: 'suspended',
      });

      expect(await emails(`?search=INES${tag}`)).toEqual([ines.email]);
      expect(await emails(`?search=${otto.email}`)).toEqual([otto.email]);
      expect(await emails(`?search=${tag}&status=suspended`)).toEqual([otto.email]);
      expect(await emails(`?search=${tag}&company_id=${companyId}`)).toEqual([ines.email]);
      expect(await emails(`?search=${tag}&status=&company_id=`)).toEqual([otto.email, ines.email]);
      expect(await emails('?company_id=nope')).toEqual([]);
      const refused = await admin.send('GET', '/api/admin/company-reps?status=sleeping');
      expect([refused.status, refused.body.error]).toEqual([
        400,
        COMPANIES_CONSOLE_TEXTS.unknownStatus,
      ]);
    });
  });

  describe('PUT /api/admin/company-reps/{id}', () => {
    it('edits the row; the representative’s open page hears the new permissions', async () => {
      const rep = await signedInRep();
      const socket = await platform.socket(rep.token);
      const pushed = nextMessage(socket, 'account.updated');

      const edited = await admin.send<AdminCompanyRepCommandResponse>(
        'PUT',
        `/api/admin/company-reps/${rep.id}`,
        {
          role: 'manager',
          phone: '+44 20 7946 0000',
          is_primary_contact: true,
          permissions: { can_view_payments: false },
        },
      );

      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({
        message: COMPANIES_CONSOLE_TEXTS.repUpdated,
        company_rep: {
          first_name: 'Rosa',
          role: 'manager',
          phone: '+44 20 7946 0000',
          is_primary_contact: true,
          permissions: { ...ALL_COMPANY_REP_PERMISSIONS, can_view_payments: false },
        },
      });
      expect((await pushed).data).toMatchObject({
        id: rep.id,
        role: 'manager',
        permissions: { can_view_payments: false, can_manage_tasks: true },
      });
      expect((await me(rep.token)).body.company_rep).toMatchObject({
        role: 'manager',
        permissions: { can_view_payments: false },
      });
    });

    it('moves the representative to a new email: they sign in with it, and the old one is free', async () => {
      const rep = await admin.createRep(companyId);
      const newEmail = `moved-${rep.email}`;
      const moved = await admin.send('PUT', `/api/admin/company-reps/${rep.id}`, {
        email: newEmail,
      });
      expect(moved.status).toBe(200);
      expect((await repLogin(platform, newEmail)).status).toBe(200);
      expect((await repLogin(platform, rep.email)).status).toBe(401);
      expect((await admin.createRep(companyId, { email: rep.email })).email).toBe(rep.email);
      const taken = await admin.send('PUT', `/api/admin/company-reps/${rep.id}`, {
        email: rep.email,
      });
      expect([taken.status, taken.body.error]).toEqual([
        409,
        COMPANIES_CONSOLE_TEXTS.repEmailTaken,
      ]);
    });

    it.each([
      [{ first_name: ' ' }, COMPANIES_CONSOLE_TEXTS.repFormRequired],
      [{ email: '' }, COMPANIES_CONSOLE_TEXTS.repFormRequired],
      [{ email: 'rosa' }, SIGN_UP_TEXTS.invalidEmail],
      [{ role: 'owner' }, undefined],
      [{ permissions: { can_fly: true } }, undefined],
    ])('refuses %j with a 400, appending nothing', async (change, message) => {
      const rep = await admin.createRep(companyId);
      const before = await logHead(platform);
      const refused = await admin.send('PUT', `/api/admin/company-reps/${rep.id}`, change);
      expect(refused.status).toBe(400);
      if (message) expect(refused.body.error).toBe(message);
      expect(await logHead(platform)).toEqual(before);
    });
  });

  describe('PUT /api/admin/company-reps/{id}/status and /verification', () => {
    it('suspends a representative: signed out at once, refused at sign-in, back when active', async () => {
      const rep = await signedInRep();
      const suspended = await admin.send<AdminCompanyRepCommandResponse>(
        'PUT',
        `/api/admin/company-reps/${rep.id}/status`,
        { status: 'suspended' },
      );
      expect(suspended.body).toMatchObject({
        message: COMPANIES_CONSOLE_TEXTS.repStatusChanged('suspended'),
        company_rep: {
          status: 'suspended',
          impersonation_blocked_reason: IMPERSONATION_TEXTS.refusedSuspended,
        },
      });
      expect((await me(rep.token)).status).toBe(401);
      const refused = await repLogin(platform, rep.email);
      expect([refused.status, refused.body.error]).toEqual([403, MESSAGES.accountSuspended]);
      const [entry] = await securityEventsOf(platform, {
        event_type: 'admin_action',
        'details.rep_id': rep.id,
      });
      expect(entry).toMatchObject({ details: { action: 'set_company_rep_status' } });

      await admin.send('PUT', `/api/admin/company-reps/${rep.id}/status`, { status: 'active' });
      expect((await repLogin(platform, rep.email)).status).toBe(200);
    });

    it('marks a representative verified or not, apart from their status', async () => {
      const rep = await admin.createRep(companyId);
      const unverified = await admin.send<AdminCompanyRepCommandResponse>(
        'PUT',
        `/api/admin/company-reps/${rep.id}/verification`,
        { is_verified: false },
      );
      expect(unverified.body).toMatchObject({
        message: COMPANIES_CONSOLE_TEXTS.repVerificationSet(false),
        company_rep: { is_verified: false, status: 'active' },
      });
      const verified = await admin.send<AdminCompanyRepCommandResponse>(
        'PUT',
        `/api/admin/company-reps/${rep.id}/verification`,
        { is_verified: true },
      );
      expect(verified.body.company_rep?.is_verified).toBe(true);
    });

    it('refuses a bad status or verification with a 400', async () => {
      const rep = await admin.createRep(companyId);
      const before = await logHead(platform);
      for (const [path, body] of [
        ['status', { status: 'sleeping' }],
        ['verification', { is_verified: 'yes' }],
        ['verification', {}],
      ] as const) {
        const refused = await admin.send('PUT', `/api/admin/company-reps/${rep.id}/${path}`, body);
        expect({ path, body, status: refused.status }).toEqual({ path, body, status: 400 });
      }
      expect(await logHead(platform)).toEqual(before);
    });
  });

  describe('DELETE /api/admin/company-reps/{id}', () => {
    it('deletes a representative: signed out, no sign-in, no impersonation, the email free again', async () => {
      const rep = await signedInRep();
      const deleted = await admin.send('DELETE', `/api/admin/company-reps/${rep.id}`);
      expect(deleted.body).toMatchObject({
        success: true,
        message: COMPANIES_CONSOLE_TEXTS.repDeleted,
      });
      expect((await me(rep.token)).status).toBe(401);
      expect((await repLogin(platform, rep.email)).status).toBe(401);
      expect(await emails(`?search=${rep.email}`)).toEqual([]);
      const impersonation = await admin.send(
        'POST',
        `/api/admin/impersonate/company-rep/${rep.id}`,
      );
      expect([impersonation.status, impersonation.body.error]).toEqual([
        404,
        IMPERSONATION_TEXTS.companyRepNotFound,
      ]);
      const again = await admin.createRep(companyId, { email: rep.email });
      expect((await repLogin(platform, again.email)).status).toBe(200);
    });
  });

  it('answers 404 for an unknown or deleted representative', async () => {
    const rep = await admin.createRep(companyId);
    await admin.send('DELETE', `/api/admin/company-reps/${rep.id}`);
    for (const id of [rep.id, randomUUID()]) {
      for (const [method, path, body] of [
        ['PUT', `/api/admin/company-reps/${id}`, { first_name: 'X' }],
        ['PUT', `/api/admin/company-reps/${id}/status`, { status: 'active' }],
        ['PUT', `/api/admin/company-reps/${id}/verification`, { is_verified: true }],
        ['DELETE', `/api/admin/company-reps/${id}`, undefined],
      ] as const) {
        const refused = await admin.send(method, path, body);
        expect({ path, status: refused.status, error: refused.body.error }).toEqual({
          path,
          status: 404,
          error: IMPERSONATION_TEXTS.companyRepNotFound,
        });
      }
    }
  });

  it('keeps every representative endpoint to admins: 401 signed out, 403 for an operator', async () => {
    const rep = await admin.createRep(companyId);
    const endpoints: [string, string, unknown?][] = [
      ['GET', '/api/admin/company-reps'],
      ['POST', '/api/admin/company-reps/create', { first_name: 'X' }],
      ['PUT', `/api/admin/company-reps/${rep.id}`, { first_name: 'X' }],
      ['PUT', `/api/admin/company-reps/${rep.id}/status`, { status: 'suspended' }],
      ['PUT', `/api/admin/company-reps/${rep.id}/verification`, { is_verified: false }],
      ['DELETE', `/api/admin/company-reps/${rep.id}`],
    ];
    for (const [method, path, body] of endpoints) {
      const options = body === undefined ? {} : { body };
      const anonymous = await call(platform.url, method, path, options);
      const operator = await call(platform.url, method, path, { ...options, token: operatorToken });
      expect({ method, path, statuses: [anonymous.status, operator.status] }).toEqual({
        method,
        path,
        statuses: [401, 403],
      });
    }
    const [unchanged] = await list(`?search=${rep.email}`);
    expect(unchanged).toMatchObject({ first_name: 'Rosa', status: 'active' });
  });
});
