import {
  SIGN_IN_TEXTS,
  type CompanyLoginResponse,
  type CompanyOverviewResponse,
  type CompanyRepMeResponse,
  type CompanyRepPermissions,
} from '@morphic/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { systemContext } from '#infrastructure/commands/command-context';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { DEMO_PASSWORDS, call, startTestApp, type TestApp } from '../../../testing/test-app';
import { DEMO_COMPANY } from '../../demo/demo-world';
import { RegisterCompanyRep } from '../commands/register-company-rep.handler';
import { RegisterCompany } from '../company/commands/register-company.handler';

const PASSWORD = 'Company#Rep2025!';
const PERMISSIONS: CompanyRepPermissions = {
  can_view_tasks: true,
  can_manage_tasks: false,
  can_view_payments: false,
  can_manage_payments: false,
  can_view_reports: true,
  can_submit_complaints: false,
};

describe('company representatives', () => {
  let platform: TestApp;

  beforeAll(async () => {
    platform = await startTestApp();
  });
  afterAll(() => platform.close({ removeData: true }));

  const companyLogin = (email: string, password: string) =>
    call<Partial<CompanyLoginResponse> & { error?: string; status: unknown }>(
      platform.url,
      'POST',
      '/api/company-reps/login',
      { body: { email, password } },
    );

  /** A company with the given status and one representative in it. */
  async function companyWithRep(
    status: 'active' | 'pending_verification' | 'suspended',
    repStatus: 'active' | 'suspended' | 'pending_verification' = 'active',
  ): Promise<string> {
    const commands = platform.app.get(CommandBus);
    const tag = randomUUID().slice(0, 8);
    const { companyId } = await commands.execute(
      new RegisterCompany(
        { ...DEMO_COMPANY, company_name: `Co ${status} ${tag}`, email: `co-${tag}@example.com` },
        systemContext(),
        status,
      ),
    );
    const email = `rep-${randomUUID().slice(0, 8)}@example.com`;
    const { position } = await commands.execute(
      new RegisterCompanyRep(
        {
          companyId,
          email,
          password: PASSWORD,
          firstName: 'Rita',
          lastName: 'Rep',
          phone: null,
          role: 'representative',
          status: repStatus,
          permissions: PERMISSIONS,
        },
        systemContext(),
      ),
    );
    await platform.app.get(ReadYourWrites).settled(position);
    return email;
  }

  it('signs a representative in with a token, the company status and their record', async () => {
    const response = await companyLogin('NORA@northwind.example', DEMO_PASSWORDS.companyRep);

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      success: true,
      token: expect.any(String),
      status: 'active',
      company_rep: {
        email: 'nora@northwind.example',
        first_name: 'Nora',
        full_name: 'Nora Finch',
        role: 'manager',
        type: 'company_rep',
        company_status: 'active',
        company: { company_name: 'Northwind Robotics' },
        company_name: 'Northwind Robotics',
        permissions: expect.objectContaining({
          can_manage_tasks: true,
          can_manage_payments: false,
        }),
      },
      user: { type: 'company_rep', company_status: 'active', email: 'nora@northwind.example' },
    });
  });

  it('answers 401 for a wrong password, an unknown email or an operator account', async () => {
    for (const [email, password] of [
      ['nora@northwind.example', 'Wrong-password-1!'],
      ['nobody@northwind.example', DEMO_PASSWORDS.companyRep],
      ['ada@morphic.example', DEMO_PASSWORDS.operator],
    ] as const) {
      const response = await companyLogin(email, password);
      expect({ email, status: response.status, error: response.body.error }).toEqual({
        email,
        status: 401,
        error: 'Invalid credentials',
      });
    }
    expect((await companyLogin('', '')).status).toBe(400);
  });

  it('signs in a representative whose company is not active, while its company data still answers 423', async () => {
    for (const [status, reason] of [
      ['pending_verification', SIGN_IN_TEXTS.companyAccessPending],
      ['suspended', SIGN_IN_TEXTS.companySuspended],
    ] as const) {
      const email = await companyWithRep(status);
      const signedIn = await companyLogin(email, PASSWORD);
      expect({ status, answer: signedIn.status }).toEqual({ status, answer: 200 });
      expect(signedIn.body).toMatchObject({
        status,
        company_rep: { email, company_status: status },
        user: { type: 'company_rep', company_status: status },
      });
      const token = signedIn.body.token ?? '';

      // The holding page and the notifications are theirs.
      const overview = await call<CompanyOverviewResponse>(
        platform.url,
        'GET',
        '/api/company-reps/me/company',
        { token },
      );
      expect(overview.body.company).toMatchObject({ status });
      const repId = signedIn.body.user?.id ?? '';
      const notifications = await call(
        platform.url,
        'GET',
        `/api/operators/${repId}/notifications`,
        { token },
      );
      expect(notifications.status).toBe(200);
      // The company's work is not.
      for (const path of ['/api/company-reps/me/missions', '/api/company-reps/operators']) {
        const refused = await call(platform.url, 'GET', path, { token });
        expect({ path, status: refused.status, error: refused.body.error }).toEqual({
          path,
          status: 423,
          error: reason,
        });
      }
    }
  });

  it('answers 403 to a suspended or unverified representative', async () => {
    const suspendedRep = await companyLogin(await companyWithRep('active', 'suspended'), PASSWORD);
    expect(suspendedRep.status).toBe(403);
    expect(suspendedRep.body.error).toBe('Your account is suspended. Contact an administrator.');
    const unverified = await companyLogin(
      await companyWithRep('active', 'pending_verification'),
      PASSWORD,
    );
    expect(unverified.status).toBe(403);
    expect(unverified.body.error).toBe(SIGN_IN_TEXTS.repPendingVerification);
    // A wrong password never learns the representative's status.
    expect(
      (await companyLogin(await companyWithRep('active', 'suspended'), 'Nope-nope-1!')).status,
    ).toBe(401);
  });

  it('GET /api/company-reps/me returns the signed-in representative', async () => {
    const { token } = (await companyLogin('nora@northwind.example', DEMO_PASSWORDS.companyRep))
      .body;
    const me = await call<CompanyRepMeResponse>(platform.url, 'GET', '/api/company-reps/me', {
      token,
    });
    expect(me.status).toBe(200);
    expect(me.body.company_rep).toMatchObject({
      first_name: 'Nora',
      full_name: 'Nora Finch',
      role: 'manager',
      company_status: 'active',
      company: { company_name: 'Northwind Robotics' },
      company_name: 'Northwind Robotics',
      type: 'company_rep',
    });
  });

  it('GET /api/company-reps/me/company returns the company and its mission counts', async () => {
    const { token } = (await companyLogin('nora@northwind.example', DEMO_PASSWORDS.companyRep))
      .body;
    const company = await call<CompanyOverviewResponse>(
      platform.url,
      'GET',
      '/api/company-reps/me/company',
      { token },
    );
    expect(company.status).toBe(200);
    expect(company.body).toEqual({
      success: true,
      company: {
        company_name: 'Northwind Robotics',
        status: 'active',
        jira_url: null,
        sync_status: null,
        last_sync_at: null,
        // The tests' demo world connects no Jira (the development simulator is off).
        jira_state: { state: 'not_connected' },
      },
      // The demo world posts three Northwind missions, all still open.
      stats: { totalMissions: 3, inProgressMissions: 0, completedMissions: 0 },
    });
  });

  it('keeps the company endpoints to representatives: 401 signed out, 403 for an operator', async () => {
    const operator = await platform.login('ada', DEMO_PASSWORDS.operator);
    for (const path of ['/api/company-reps/me', '/api/company-reps/me/company']) {
      expect((await call(platform.url, 'GET', path)).status).toBe(401);
      expect((await call(platform.url, 'GET', path, { token: operator })).status).toBe(403);
    }
  });
});
