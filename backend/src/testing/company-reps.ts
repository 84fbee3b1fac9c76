import {
  CreateTaskResponseSchema,
  type CompanyRepPermissions,
  type CompanyStatus,
  type CompanyTaskRequest,
  type ImpersonationResponse,
  type LoginResponse,
} from '@morphic/contracts';
import { STREAMS } from '@morphic/contracts/server';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { systemContext } from '#infrastructure/commands/command-context';
import { CreateAggregate } from '#infrastructure/commands/create-aggregate.handler';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { RegisterCompanyRep } from '../modules/companies/commands/register-company-rep.handler';
import { DEMO_COMPANY } from '../modules/demo/demo-world';
import { DEMO_PASSWORDS, call, type TestApp } from './test-app';

export const TEST_REP_PASSWORD = 'Company#Rep2025!';

/** Every permission flag off: a test turns on those it needs. */
const NO_PERMISSIONS: CompanyRepPermissions = {
  can_view_tasks: false,
  can_manage_tasks: false,
  can_view_payments: false,
  can_manage_payments: false,
  can_view_reports: false,
  can_submit_complaints: false,
};

export interface TestCompanyRep {
  readonly id: string;
  readonly companyId: string;
  readonly email: string;
  readonly token: string;
}

/**
 * A new company with this status and one active representative holding these permissions,
 * signed in. Sign-in refuses the representatives of a company that is not active, so for one of
 * those the token is an admin's impersonation session, the one way such a token exists.
 */
export async function companyWithRep(
  platform: TestApp,
  status: CompanyStatus,
  permissions: Partial<CompanyRepPermissions> = {},
): Promise<TestCompanyRep> {
  const companyId = randomUUID();
  await platform.app.get(CommandBus).execute(
    new CreateAggregate(
      STREAMS.company(companyId),
      {
        type: 'CompanyRegistered',
        data: { ...DEMO_COMPANY, company_id: companyId, company_name: `Co ${companyId}`, status },
      },
      'exists',
      systemContext(),
    ),
  );
  return repOfCompany(platform, companyId, status, permissions);
}

/** One more active representative of an existing company, with these permissions, signed in. */
export async function repOfCompany(
  platform: TestApp,
  companyId: string,
  status: CompanyStatus,
  permissions: Partial<CompanyRepPermissions> = {},
): Promise<TestCompanyRep> {
  const commands = platform.app.get(CommandBus);
  const email = `rep-${randomUUID().slice(0, 8)}@example.com`;
  const { repId, position } = await commands.execute(
    new RegisterCompanyRep(
      {
        companyId,
        email,
        password: TEST_REP_PASSWORD,
        firstName: 'Rita',
        lastName: 'Rep',
        phone: null,
        role: 'representative',
        status: 'active',
        permissions: { ...NO_PERMISSIONS, ...permissions },
      },
      systemContext(),
    ),
  );
  await platform.app.get(ReadYourWrites).settled(position);
  return { id: repId, companyId, email, token: await repToken(platform, repId, email, status) };
}

async function repToken(
  platform: TestApp,
  repId: string,
  email: string,
  status: CompanyStatus,
): Promise<string> {
  if (status === 'active') {
    const login = await call<LoginResponse>(platform.url, 'POST', '/api/company-reps/login', {
      body: { email, password: TEST_REP_PASSWORD },
    });
    if (login.status !== 200) throw new Error(`Company rep login failed: ${login.status}`);
    return login.body.token;
  }
  const admin = await platform.login('admin', DEMO_PASSWORDS.admin);
  const impersonation = await call<ImpersonationResponse>(
    platform.url,
    'POST',
    `/api/admin/impersonate/company-rep/${repId}`,
    { token: admin },
  );
  if (impersonation.status !== 200) {
    throw new Error(`Impersonation failed: ${impersonation.status}`);
  }
  return impersonation.body.token;
}

/** Posts a task as a representative (`POST /api/company-reps/me/tasks`): the new mission's id. */
export async function postCompanyTask(
  platform: TestApp,
  repToken: string,
  task: CompanyTaskRequest,
): Promise<string> {
  const posted = await call(platform.url, 'POST', '/api/company-reps/me/tasks', {
    token: repToken,
    body: task,
  });
  expect(posted.status).toBe(200);
  return CreateTaskResponseSchema.parse(posted.body).mission_id;
}
