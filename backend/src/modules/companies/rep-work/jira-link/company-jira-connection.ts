import { COMPANY_JIRA_TEXTS } from '@morphic/contracts';
import type { CompanyDoc } from '@morphic/contracts/server';
import { companyJiraStateOf } from '@morphic/projections';
import { DomainRuleViolation } from '#infrastructure/commands/decider';

/**
 * Refuses (409) what needs the company's Jira while no account connects it, saying who can
 * connect it: the representative cannot, a Morphic admin can. The sync button shows the same
 * state before it is pressed.
 */
export function assertJiraConnected(company: CompanyDoc): void {
  if (companyJiraStateOf(company).state === 'not_connected') {
    throw new DomainRuleViolation(
      'conflict',
      COMPANY_JIRA_TEXTS.notConnected(company.company_name),
    );
  }
}
