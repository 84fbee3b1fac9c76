import {
  COMPANY_TEXTS,
  type JiraDebugStep,
  type JiraUploadDebugResponse,
} from '@morphic/contracts';
import type { JiraAccountDoc } from '@morphic/contracts/server';
import { Injectable, Logger } from '@nestjs/common';
import { SecretUnreadableError } from '#infrastructure/secrets/secret-box';
import { JiraConnections } from '../jira-connections';

const TEXTS = COMPANY_TEXTS.jira;
const STEPS = TEXTS.debugSteps;

/** What the report says besides its steps. */
type Findings = Omit<JiraUploadDebugResponse, 'success' | 'message' | 'errors' | 'steps'>;

const NOTHING_FOUND: Findings = {
  account_id: null,
  account_name: null,
  connection_test: false,
  connection_message: null,
  jira_upload_enabled: false,
  has_upload_token: false,
  token_length: 0,
  token_preview: null,
  jira_service_created: false,
  jira_service_url: null,
  jira_service_username: null,
};

const step = (name: string, ok: boolean, detail: string): JiraDebugStep => ({ name, ok, detail });

function report(findings: Findings, steps: JiraDebugStep[]): JiraUploadDebugResponse {
  const errors = steps.filter((taken) => !taken.ok).map((failed) => failed.detail);
  return {
    success: errors.length === 0,
    message: errors[0] ?? TEXTS.debugPassed,
    errors,
    steps,
    ...findings,
  };
}

/**
 * Walks what an upload to Jira needs, in order (spec 03 "debug view"): the account, upload
 * enabled, a username and a token, a client opened from the sealed token, and a sign-in with
 * it. The settings are all checked; the client and the sign-in only once they hold.
 */
@Injectable()
export class JiraUploadDebug {
  private readonly logger = new Logger(JiraUploadDebug.name);

  constructor(private readonly connections: JiraConnections) {}

  async run(account: JiraAccountDoc | null): Promise<JiraUploadDebugResponse> {
    const outcome = await this.walk(account);
    this.logger.log(
      {
        accountId: outcome.account_id,
        steps: outcome.steps.map(({ name, ok }) => `${name}: ${ok ? 'ok' : 'failed'}`),
      },
      'Jira upload debug',
    );
    return outcome;
  }

  private async walk(account: JiraAccountDoc | null): Promise<JiraUploadDebugResponse> {
    if (!account) return report(NOTHING_FOUND, [step(STEPS.account, false, TEXTS.noAccountFound)]);
    const { upload_username: username, upload_token: token } = account;
    const preview = token ? TEXTS.tokenPreview(token.bytes) : null;
    const findings: Findings = {
      ...NOTHING_FOUND,
      account_id: account._id,
      account_name: account.account_name,
      jira_upload_enabled: account.upload_enabled,
      has_upload_token: token !== null,
      token_length: token?.bytes ?? 0,
      token_preview: preview,
    };
    const settings = [
      step(STEPS.account, true, TEXTS.debugAccount(account.account_name, account.jira_url)),
      account.upload_enabled
        ? step(STEPS.uploadEnabled, true, TEXTS.uploadEnabled)
        : step(STEPS.uploadEnabled, false, TEXTS.uploadNotEnabled),
      username && preview
        ? step(STEPS.credentials, true, TEXTS.uploadCredentials(username, preview))
        : step(STEPS.credentials, false, TEXTS.uploadNotConfigured),
    ];
    if (!account.upload_enabled || !username || !preview) return report(findings, settings);

    if (!this.opensUploadClient(account)) {
      return report(findings, [
        ...settings,
        step(STEPS.service, false, TEXTS.uploadTokenUnreadable),
      ]);
    }
    const service = step(STEPS.service, true, TEXTS.serviceCreated(account.jira_url, username));
    const connection = await this.connections.testUpload(account);
    return report(
      {
        ...findings,
        jira_service_created: true,
        jira_service_url: account.jira_url,
        jira_service_username: username,
        connection_test: connection.success,
        connection_message: connection.message,
      },
      [...settings, service, step(STEPS.connection, connection.success, connection.message)],
    );
  }

  /** Whether the sealed upload token still opens (it does not once SECRETS_KEY changed). */
  private opensUploadClient(account: JiraAccountDoc): boolean {
    try {
      this.connections.uploadClient(account);
      return true;
    } catch (error) {
      if (error instanceof SecretUnreadableError) return false;
      throw error;
    }
  }
}
