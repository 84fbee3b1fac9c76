import { effectiveRoles, type CvInfo, type SessionUser } from '@morphic/contracts';
import type { AccountCv, AccountDoc, CompanyDoc } from '@morphic/contracts/server';

export interface SessionUserContext {
  readonly company: CompanyDoc | null;
  readonly founderUsernames: ReadonlySet<string>;
  readonly impersonatedBy: string | null;
}

/** The CV info screens see (spec 01 section 3): stored CVs passed the content check. */
export function toCvInfo(cv: AccountCv): CvInfo;
export function toCvInfo(cv: AccountCv | null): CvInfo | null;
export function toCvInfo(cv: AccountCv | null): CvInfo | null {
  return cv
    ? { original_name: cv.original_name, size: cv.size, uploaded_at: cv.uploaded_at, safe: true }
    : null;
}

/** The session user of spec 01 section 3, from the account read model. */
export function toSessionUser(account: AccountDoc, context: SessionUserContext): SessionUser {
  const isOperator = account.type === 'operator';
  const roles = isOperator
    ? effectiveRoles(account.role, account.username, context.founderUsernames)
    : [];
  return {
    id: account._id,
    operator_id: isOperator ? account._id : null,
    username: account.username,
    handle: account.username,
    email: account.email,
    full_name: account.full_name,
    first_name: account.first_name,
    last_name: account.last_name,
    avatar_url: account.avatar_url,
    credits: account.credits,
    type: account.type,
    role: isOperator ? roles.join(',') : (account.rep_role ?? ''),
    roles,
    company_status: context.company?.status ?? null,
    company_name: context.company?.company_name ?? null,
    permissions: account.permissions,
    onboarding_completed: account.onboarding_completed,
    character_report_completed: account.character_report_completed,
    cohort: account.cohort,
    cv: toCvInfo(account.cv),
    created_at: account.created_at,
    impersonated_by: context.impersonatedBy,
    two_factor_enabled: account.two_factor_enabled ?? false,
  };
}
