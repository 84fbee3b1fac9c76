import { TwoFactorRequiredSchema, type LoginRequest } from '@morphic/contracts';
import { companiesApi, identityApi } from '../../lib/api/clients';
import { ApiError } from '../../lib/api-client';
import {
  companyFailureOf,
  type CompanyAccountAttempt,
  type CompanyAttempt,
  type LoginFailure,
  type OperatorAttempt,
} from './sign-in-outcome';

/** An HTTP failure or no answer at all; anything else (a malformed answer) is thrown on. */
function failureOf(error: unknown): LoginFailure {
  if (error instanceof ApiError && error.kind !== 'invalid-response') {
    return { kind: 'failed', status: error.status, error: error.serverError };
  }
  throw error;
}

/** POST /api/auth/login, as the sign-in flow reads it (a 401 may ask for a TOTP code). */
export async function attemptOperatorLogin(request: LoginRequest): Promise<OperatorAttempt> {
  try {
    const answer = await identityApi.login({ body: request, token: null });
    if (answer.success) {
      return { kind: 'session', session: answer, companyAccount: answer.company_account };
    }
    return {
      kind: 'setup',
      otpauthUri: answer.otpauth_uri,
      secret: answer.secret,
      message: answer.message,
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      const challenge = TwoFactorRequiredSchema.safeParse(error.body);
      if (challenge.success) return { kind: 'code', error: challenge.data.error };
    }
    return failureOf(error);
  }
}

/** POST /api/company-reps/login: a 403 or 423 is a blocked company session. */
export async function attemptCompanyLogin(
  email: string,
  password: string,
): Promise<CompanyAttempt> {
  try {
    const answer = await companiesApi.companyRepLogin({
      body: { email, password },
      token: null,
    });
    return { kind: 'session', session: answer };
  } catch (error) {
    const failure = failureOf(error);
    return companyFailureOf(failure.status, failure.error);
  }
}

/** POST /api/companies/login: the company's own account, which adds representatives. */
export async function attemptCompanyAccountLogin(
  email: string,
  password: string,
): Promise<CompanyAccountAttempt> {
  try {
    const session = await companiesApi.companyLogin({ body: { email, password }, token: null });
    return { kind: 'session', session };
  } catch (error) {
    return failureOf(error);
  }
}
