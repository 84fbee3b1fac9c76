import {
  companyJiraState,
  type CompanyJiraState,
  type CompanyOverviewResponse,
} from '@morphic/contracts';
import type { CompanyDoc } from '@morphic/contracts/server';

/** The company's Jira as its representatives' dashboard and the System console both show it. */
export function companyJiraStateOf(company: CompanyDoc): CompanyJiraState {
  const accounts = (company.jira_accounts ?? []).filter((account) => !account.removed);
  const { last_sync_at: at, sync_status: message, last_sync_succeeded: succeeded } = company;
  return companyJiraState(
    accounts,
    at === null ? null : { at, message: message ?? '', succeeded: succeeded !== false },
  );
}

/** The company as its representatives see it (the overview and the `company.updated` push). */
export function toCompanyOverview(company: CompanyDoc): CompanyOverviewResponse['company'] {
  return {
    company_name: company.company_name,
    status: company.status,
    jira_url: company.jira_url,
    sync_status: company.sync_status,
    last_sync_at: company.last_sync_at,
    jira_state: companyJiraStateOf(company),
  };
}
