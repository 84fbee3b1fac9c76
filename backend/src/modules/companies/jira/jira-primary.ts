import { STREAMS } from '@morphic/contracts/server';
import type { Decision } from '#infrastructure/commands/decision';
import { jiraAccountDecider } from './jira-account.decider';
import type { JiraAccounts } from './jira-accounts';

/**
 * One primary account per company: making `accountId` primary demotes the company's other
 * primary accounts in the same decision, so the append expects each of their revisions.
 */
export async function demoteOtherPrimaries(
  streams: Decision,
  accounts: JiraAccounts,
  companyId: string,
  accountId: string,
): Promise<void> {
  for (const other of await accounts.ofCompany(companyId)) {
    if (other._id === accountId || !other.is_primary) continue;
    await streams.decide(STREAMS.jiraAccount(other._id), jiraAccountDecider, {
      kind: 'Change',
      changes: { is_primary: false },
    });
  }
}
