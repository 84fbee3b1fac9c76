import type { JiraAccountView } from '@morphic/contracts';
import type { JiraAccountDoc } from '@morphic/contracts/server';
import type { LogPosition } from '@morphic/stores';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '#infrastructure/config/app-config';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { APP_CONFIG } from '#infrastructure/tokens';
import { toJiraAccountView } from './jira-account-view';
import { JiraAccounts } from './jira-accounts';
import { JiraSecrets } from './jira-secrets';

/** Accounts as the console sees them, with the webhook URLs of this deployment. */
@Injectable()
export class JiraAccountViews {
  constructor(
    private readonly readYourWrites: ReadYourWrites,
    private readonly accounts: JiraAccounts,
    private readonly secrets: JiraSecrets,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  of(account: JiraAccountDoc): JiraAccountView {
    return toJiraAccountView(account, this.config.publicUrl, this.secrets);
  }

  /** The account once the read models include a write at `position`. */
  async settled(accountId: string, position: LogPosition | null): Promise<JiraAccountView> {
    await this.readYourWrites.settled(position);
    return this.of(await this.accounts.get(accountId));
  }
}
