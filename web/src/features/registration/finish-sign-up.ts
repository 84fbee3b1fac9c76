import type { LoginResponse } from '@morphic/contracts';
import { companiesApi } from '../../lib/api/clients';
import type { PendingRegistration } from './pending-registration';
import { registerPending } from './register-pending';

/** Where each kind of new account goes once its code is accepted (spec 01 section 2.7). */
export const AFTER_SIGN_UP: Record<PendingRegistration['kind'], string> = {
  operator: '/character-report',
  company_rep: '/company/login',
};

/** Registers the waiting sign-up with its mailed code; the answer opens the new session. */
export async function finishSignUp(
  pending: PendingRegistration,
  code: string,
): Promise<Pick<LoginResponse, 'token' | 'user'>> {
  if (pending.kind === 'operator') return registerPending(pending, code);
  const { kind: _kind, companyToken, resendAvailableAt: _resendAt, ...fields } = pending;
  return companiesApi.companyRepRegister({
    body: { ...fields, verification_code: code },
    token: companyToken,
  });
}
