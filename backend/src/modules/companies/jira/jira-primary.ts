import { STREAMS } from '@morphic/contracts/server';
import type { Decision } from '#infrastructure/commands/decision';
import { companyDecider } from '../company/company.decider';
import { jiraAccountDecider } from './jira-account.decider';
import type { JiraAccounts } from './jira-accounts';

/**
 * One primary account per company: making `accountId` primary records the choice on the
 * company's stream (so two accounts made primary at the same moment conflict) and demotes the
 * company's other primary accounts, read from their own streams, in the same decision.
 */
export async function makeSolePrimary(
  streams: Decision,
  accounts: JiraAccounts,
  companyId: string,
  accountId: string,
): Promise<void> {
  const { state } = await streams.decide(STREAMS.company(companyId), companyDecider, {
    kind: 'ChoosePrimaryJiraAccount',
    accountId,
  });
  // Accounts connected before the company's stream listed them are in the read model.
  const earlier = (await accounts.ofCompany(companyId)).map((account) => account._id);
  const others = [...state.jiraAccountIds, ...earlier].filter((other) => other !== accountId);
  const primaries = await streams.idsWhere(
    others,
    STREAMS.jiraAccount,
    jiraAccountDecider,
    (account) => !account.removed && account.settings?.is_primary === true,
  );
  for (const other of primaries) {
    await streams.decide(STREAMS.jiraAccount(other), jiraAccountDecider, {
      kind: 'Change',
      changes: { is_primary: false },
    });
  }
}
