import { COMPANY_TEXTS, type JiraTestResponse } from '@morphic/contracts';
import type { JiraAccountDoc } from '@morphic/contracts/server';
import { Injectable } from '@nestjs/common';
import { DomainRuleViolation } from '#infrastructure/commands/decider';
import { JiraClient } from '#infrastructure/jira/jira-client';
import {
  JiraRequestError,
  JiraTransitionUnavailableError,
} from '#infrastructure/jira/jira-request-error';
import { OutboundHttp } from '#infrastructure/outbound-http/outbound-http';
import { JiraSecrets } from './jira-secrets';

const TEXTS = COMPANY_TEXTS.jira;

/** Opens an account's stored credentials into Jira clients, and tries them. */
@Injectable()
export class JiraConnections {
  constructor(
    private readonly secrets: JiraSecrets,
    private readonly outbound: OutboundHttp,
  ) {}

  /** The client of the account's API token: sync, transitions, the connection test. */
  apiClient(account: JiraAccountDoc): JiraClient {
    if (!account.api_token) throw new DomainRuleViolation('invalid', TEXTS.noApiToken);
    return new JiraClient(
      {
        baseUrl: account.jira_url,
        email: account.jira_email ?? '',
        apiToken: this.secrets.open(account._id, 'api', account.api_token),
      },
      { outbound: this.outbound },
    );
  }

  /** The client of the account's upload credentials: attachments to issues. */
  uploadClient(account: JiraAccountDoc): JiraClient {
    if (!account.upload_enabled) throw new DomainRuleViolation('invalid', TEXTS.uploadNotEnabled);
    if (!account.upload_token || !account.upload_username) {
      throw new DomainRuleViolation('invalid', TEXTS.uploadNotConfigured);
    }
    return new JiraClient(
      {
        baseUrl: account.jira_url,
        email: account.upload_username,
        apiToken: this.secrets.open(account._id, 'upload', account.upload_token),
      },
      { outbound: this.outbound },
    );
  }

  /** Signs in with the API token: who Jira says the account is, or why it refused. */
  testConnection(account: JiraAccountDoc): Promise<JiraTestResponse> {
    return this.signIn(() => this.apiClient(account), TEXTS.connectedAs);
  }

  /** Signs in with the upload credentials. */
  testUpload(account: JiraAccountDoc): Promise<JiraTestResponse> {
    return this.signIn(() => this.uploadClient(account), TEXTS.uploadReady);
  }

  private async signIn(
    client: () => JiraClient,
    success: (name: string) => string,
  ): Promise<JiraTestResponse> {
    try {
      const user = await client().myself();
      return { success: true, message: success(user.displayName) };
    } catch (error) {
      return { success: false, message: failureText(error) };
    }
  }
}

/** What went wrong, in words an admin can act on: our own, never a credential or Jira's body. */
export function failureText(error: unknown): string {
  if (error instanceof DomainRuleViolation || error instanceof JiraTransitionUnavailableError) {
    return error.message;
  }
  if (error instanceof JiraRequestError) {
    const detail = error.detail ?? TEXTS.failureKinds[error.kind];
    return error.status === undefined
      ? TEXTS.unreachable(detail)
      : TEXTS.jiraRefused(error.status, detail);
  }
  throw error;
}
