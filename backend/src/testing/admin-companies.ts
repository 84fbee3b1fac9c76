import type {
  AdminCompanyRepCommandResponse,
  AdminCreateCompanyResponse,
  CompanyLoginResponse,
} from '@morphic/contracts';
import type { EventStore } from '@morphic/stores';
import { randomUUID } from 'node:crypto';
import { EVENT_STORE } from '#infrastructure/tokens';
import { call, type JsonResponse, type TestApp } from './test-app';

export const ADMIN_TEST_PASSWORD = 'Harbour#Lights2026';

/** An answer whose failure carries the error text. */
export type Answer<T> = Partial<T> & { error?: string };

let ipCounter = 0;
/** A fresh client address, so the sign-in guess limits never join the tests together. */
export const freshIp = (): Record<string, string> => ({
  'x-forwarded-for': `203.0.113.${(++ipCounter % 250) + 1}`,
});

export const uniqueTag = (): string => randomUUID().slice(0, 8);

/** A new representative's create body (a fresh email), with these fields changed. */
export const newRepBody = (companyId: string, overrides: Record<string, unknown> = {}) => ({
  first_name: 'Rosa',
  last_name: 'Quay',
  email: `rep-${uniqueTag()}@harbour.example`,
  password: ADMIN_TEST_PASSWORD,
  company_id: companyId,
  ...overrides,
});

/** The admin console's calls, made with one token. */
export function adminConsole(platform: TestApp, token: string) {
  const send = <T>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<JsonResponse<Answer<T>>> =>
    call<Answer<T>>(platform.url, method, path, {
      token,
      ...(body === undefined ? {} : { body }),
    });
  return {
    send,
    newCompanyBody: (overrides: Record<string, unknown> = {}) => {
      const tag = uniqueTag();
      return {
        company_name: `Harbour Labs ${tag}`,
        email: `ops-${tag}@harbour.example`,
        password: ADMIN_TEST_PASSWORD,
        contact_person_name: 'Hana Port',
        industry: 'Logistics',
        website: 'https://harbour.example',
        description: 'Port cranes that plan their own day.',
        ...overrides,
      };
    },
    async createCompany(overrides: Record<string, unknown> = {}) {
      const body = this.newCompanyBody(overrides);
      const created = await send<AdminCreateCompanyResponse>(
        'POST',
        '/api/admin/companies/create',
        body,
      );
      if (created.status !== 201 || !created.body.company) {
        throw new Error(`Company not created: ${created.status} ${created.body.error ?? ''}`);
      }
      return { ...body, id: created.body.company.id, token: created.body.token ?? '' };
    },
    async createRep(companyId: string, overrides: Record<string, unknown> = {}) {
      const body = newRepBody(companyId, overrides);
      const created = await send<AdminCompanyRepCommandResponse>(
        'POST',
        '/api/admin/company-reps/create',
        body,
      );
      if (created.status !== 201 || !created.body.company_rep) {
        throw new Error(`Rep not created: ${created.status} ${created.body.error ?? ''}`);
      }
      return { ...body, id: created.body.company_rep.id };
    },
  };
}

/** POST /api/company-reps/login from a fresh address. */
export const repLogin = (platform: TestApp, email: string, password = ADMIN_TEST_PASSWORD) =>
  call<Answer<CompanyLoginResponse>>(platform.url, 'POST', '/api/company-reps/login', {
    body: { email, password },
    headers: freshIp(),
  });

/** The log's head, to check that a refused command appended nothing. */
export const logHead = (platform: TestApp) =>
  platform.app.get<symbol, EventStore>(EVENT_STORE).headPosition();
