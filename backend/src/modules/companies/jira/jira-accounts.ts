import { COMPANY_TEXTS, jiraAccountConnects } from '@morphic/contracts';
import { JIRA_ACCOUNTS_COLLECTION, type JiraAccountDoc } from '@morphic/contracts/server';
import type { ReadCollection, ReadStore } from '@morphic/stores';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { READ_STORE } from '#infrastructure/tokens';

/** The Jira accounts read model, without the removed ones. */
@Injectable()
export class JiraAccounts {
  private readonly accounts: ReadCollection<JiraAccountDoc>;

  constructor(@Inject(READ_STORE) store: ReadStore) {
    this.accounts = store.collection<JiraAccountDoc>(JIRA_ACCOUNTS_COLLECTION);
  }

  ofCompany(companyId: string): Promise<JiraAccountDoc[]> {
    return this.accounts.find(
      { company_id: companyId, removed_at: null },
      { sort: { created_at: 1 } },
    );
  }

  /**
   * The company's accounts the platform can sync, open and link issues with, by the rule its
   * dashboard and the System console show (`jiraAccountConnects`).
   */
  async connectedOf(companyId: string): Promise<JiraAccountDoc[]> {
    return (await this.ofCompany(companyId)).filter((account) =>
      jiraAccountConnects({ ...account, has_api_token: account.api_token !== null }),
    );
  }

  /** The account a company's calibration and upload use: its primary, else its first. */
  async mainOfCompany(companyId: string): Promise<JiraAccountDoc | null> {
    const accounts = await this.ofCompany(companyId);
    return accounts.find((account) => account.is_primary) ?? accounts[0] ?? null;
  }

  async get(accountId: string): Promise<JiraAccountDoc> {
    const account = await this.find(accountId);
    if (!account) throw new NotFoundException(COMPANY_TEXTS.jira.accountNotFound);
    return account;
  }

  /** The accounts whose site lives under this URL (development: the simulator). */
  async simulated(siteUrlPrefix: string): Promise<JiraAccountDoc[]> {
    const accounts = await this.accounts.find({ removed_at: null });
    return accounts.filter((account) => account.jira_url.startsWith(siteUrlPrefix));
  }

  /** The account, or null once it is removed. */
  find(accountId: string): Promise<JiraAccountDoc | null> {
    return this.accounts.findOne({ _id: accountId, removed_at: null });
  }
}
