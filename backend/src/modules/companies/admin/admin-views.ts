import {
  COMPANY_REP_ROLES,
  NO_COMPANY_REP_PERMISSIONS,
  impersonationRefusal,
  type AdminCompany,
  type AdminCompanyRep,
  type CompanyRepRole,
} from '@morphic/contracts';
import type { AccountDoc, CompanyDoc } from '@morphic/contracts/server';
import { companyJiraStateOf } from '@morphic/projections';

/** A company as the admin console shows it (spec 03 "Company"). */
export function toAdminCompany(company: CompanyDoc, jiraConfigured: boolean): AdminCompany {
  return {
    id: company._id,
    company_name: company.company_name,
    email: company.email,
    contact_person_name: company.contact_person_name,
    contact_person_role: company.contact_person_role,
    company_size: company.company_size,
    industry: company.industry,
    website: company.website,
    description: company.description,
    status: company.status,
    jira_url: company.jira_url,
    sync_status: company.sync_status,
    jira_configured: jiraConfigured,
    jira_state: companyJiraStateOf(company),
    rep_count: company.rep_ids.length,
    created_at: company.created_at,
  };
}

const repRoleOf = (role: string | null): CompanyRepRole =>
  COMPANY_REP_ROLES.find((known) => known === role) ?? 'representative';

/** A representative as the admin console shows it (spec 03 "Company representative"). */
export function toAdminCompanyRep(
  account: AccountDoc,
  company: Pick<CompanyDoc, 'company_name'> | null,
): AdminCompanyRep {
  return {
    id: account._id,
    first_name: account.first_name ?? '',
    last_name: account.last_name ?? '',
    full_name: account.full_name ?? '',
    email: account.email,
    phone: account.phone ?? null,
    company_id: account.company_id ?? '',
    company_name: company?.company_name ?? null,
    role: repRoleOf(account.rep_role),
    status: account.status,
    is_verified: account.email_verified,
    is_primary_contact: account.is_primary_contact ?? false,
    permissions: account.permissions ?? NO_COMPANY_REP_PERMISSIONS,
    last_login_at: account.last_login_at ?? null,
    created_at: account.created_at,
    impersonation_blocked_reason: impersonationRefusal({ roles: [], status: account.status }),
  };
}
