import { JIRA_ACCOUNTS_COLLECTION, type JiraAccountDoc } from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE } from '#infrastructure/tokens';

/**
 * Spec 03: a company is "ready" when one of its Jira accounts has upload enabled, an upload
 * token, a username or email, and is not inactive.
 */
export const canUpload = (account: JiraAccountDoc): boolean =>
  account.is_active &&
  account.upload_enabled &&
  account.upload_token !== null &&
  Boolean(account.upload_username || account.jira_email);

/** Which companies have a Jira account that can upload (the console's Jira column). */
@Injectable()
export class JiraReadiness {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async readyCompanies(companyIds: readonly string[]): Promise<Set<string>> {
    const accounts = await this.store
      .collection<JiraAccountDoc>(JIRA_ACCOUNTS_COLLECTION)
      .find({ company_id: { $in: [...companyIds] }, removed_at: null });
    return new Set(accounts.filter(canUpload).map((account) => account.company_id));
  }
}
