import { defineEndpoint } from '../http/define-endpoint';
import {
  CompanyLoginRequestSchema,
  CompanyLoginResponseSchema,
  CompanyOverviewResponseSchema,
  CompanyRepMeResponseSchema,
} from '../identity/sign-in-api';
import {
  CompanyMeResponseSchema,
  CompanyRegisterRequestSchema,
  CompanyRepRegisterRequestSchema,
  CompanyRepRegisterResponseSchema,
  CompanySessionResponseSchema,
  CompanyStatusRequestSchema,
  CompanyStatusResponseSchema,
} from './sign-up-api';

/** Companies and their representatives: sign-up, sign-in, their company, its status. */
export const COMPANIES_ENDPOINTS = {
  companyRegister: defineEndpoint({
    method: 'POST',
    path: '/api/companies/register',
    idempotent: false,
    access: 'public',
    summary: 'Register a company (step 1 of the company sign-up; 409 when it exists)',
    request: { body: CompanyRegisterRequestSchema },
    response: CompanySessionResponseSchema,
    successStatus: 201,
  }),
  companyLogin: defineEndpoint({
    method: 'POST',
    path: '/api/companies/login',
    idempotent: false,
    access: 'public',
    summary: 'Sign in as the company, to add a representative',
    request: { body: CompanyLoginRequestSchema },
    response: CompanySessionResponseSchema,
  }),
  companyMe: defineEndpoint({
    method: 'GET',
    path: '/api/companies/me',
    access: 'company',
    summary: 'The signed-in company',
    response: CompanyMeResponseSchema,
  }),
  companyRepRegister: defineEndpoint({
    method: 'POST',
    path: '/api/company-reps/register',
    idempotent: false,
    access: 'public',
    summary:
      'Add a representative with a mailed code (step 2; needs the company’s own session token)',
    request: { body: CompanyRepRegisterRequestSchema },
    response: CompanyRepRegisterResponseSchema,
    successStatus: 201,
  }),
  adminCompanyStatus: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/companies/{id}/status',
    access: 'admin',
    summary: 'Set a company’s status; its representatives’ open pages follow live',
    request: { body: CompanyStatusRequestSchema },
    response: CompanyStatusResponseSchema,
  }),
  companyRepLogin: defineEndpoint({
    method: 'POST',
    path: '/api/company-reps/login',
    kind: 'action',
    access: 'public',
    summary:
      'Sign in as a company representative (403 suspended or unverified); a company not active holds them at its holding message',
    request: { body: CompanyLoginRequestSchema },
    response: CompanyLoginResponseSchema,
  }),
  companyRepMe: defineEndpoint({
    method: 'GET',
    path: '/api/company-reps/me',
    access: 'company_rep',
    summary: 'The signed-in representative',
    response: CompanyRepMeResponseSchema,
  }),
  companyOverview: defineEndpoint({
    method: 'GET',
    path: '/api/company-reps/me/company',
    access: 'company_rep',
    summary: 'The representative’s company and its mission counts',
    response: CompanyOverviewResponseSchema,
  }),
} as const;
