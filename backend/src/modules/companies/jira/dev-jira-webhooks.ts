import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AppConfig } from '#infrastructure/config/app-config';
import { DEV_JIRA_PATH } from '#infrastructure/jira/dev-jira-simulator';
import { APP_CONFIG } from '#infrastructure/tokens';
import { JiraAccounts } from './jira-accounts';
import { JiraConnections } from './jira-connections';
import { JiraSecrets } from './jira-secrets';
import { signedWebhookUrlOf } from './webhook/jira-webhook-url';

/**
 * Development only: the simulator forgets everything when the server stops, so after each
 * start the accounts that point at it register their webhook with it again, as an admin
 * registers it in Jira once: the URL without the secret, and the secret for Jira to sign with.
 */
@Injectable()
export class DevJiraWebhooks {
  private readonly logger = new Logger(DevJiraWebhooks.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly accounts: JiraAccounts,
    private readonly connections: JiraConnections,
    private readonly secrets: JiraSecrets,
  ) {}

  async register(): Promise<void> {
    const simulator = `${this.config.publicUrl}${DEV_JIRA_PATH}/`;
    for (const account of await this.accounts.simulated(simulator)) {
      if (!account.webhook_enabled || account.project_keys.length === 0) continue;
      try {
        await this.connections.apiClient(account).registerWebhook({
          name: 'Morphic',
          url: signedWebhookUrlOf(this.config.publicUrl, account._id),
          projectKeys: account.project_keys,
          secret: this.secrets.open(account._id, 'webhook', account.webhook_secret),
        });
      } catch (error) {
        this.logger.warn(`No webhook for ${account.account_name}: ${String(error)}`);
      }
    }
  }
}
