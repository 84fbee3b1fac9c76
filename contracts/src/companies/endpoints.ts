import { defineEndpoint } from '../http/define-endpoint';
import {
  CompanyLoginRequestSchema,
  CompanyLoginResponseSchema,
  CompanyOverviewResponseSchema,
  CompanyRepMeResponseSchema,
} from '../identity/sign-in-api';

/** Company representatives: their sign-in and their company. */
export const COMPANIES_ENDPOINTS = {
  companyRepLogin: defineEndpoint({
    method: 'POST',
    path: '/api/company-reps/login',
    access: 'public',
    summary:
      'Sign in as a company representative (403 suspended or unverified, 423 company not active)',
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
