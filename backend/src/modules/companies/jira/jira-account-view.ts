import type { JiraAccountView } from '@morphic/contracts';
import type { JiraAccountDoc } from '@morphic/contracts/server';
import type { JiraSecrets } from './jira-secrets';
import { secretWebhookUrlOf, signedWebhookUrlOf } from './webhook/jira-webhook-url';

/** An account as the console sees it: tokens only as present and their length. */
export function toJiraAccountView(
  doc: JiraAccountDoc,
  publicUrl: string,
  secrets: JiraSecrets,
): JiraAccountView {
  const webhookSecret = secrets.open(doc._id, 'webhook', doc.webhook_secret);
  return {
    id: doc._id,
    company_id: doc.company_id,
    account_name: doc.account_name,
    account_description: doc.account_description,
    jira_url: doc.jira_url,
    jira_email: doc.jira_email,
    has_api_token: doc.api_token !== null,
    api_token_bytes: doc.api_token?.bytes ?? 0,
    jira_upload_enabled: doc.upload_enabled,
    jira_upload_username: doc.upload_username,
    has_upload_token: doc.upload_token !== null,
    upload_token_bytes: doc.upload_token?.bytes ?? 0,
    jira_project_keys: doc.project_keys,
    webhook_enabled: doc.webhook_enabled,
    webhook_url_full: secretWebhookUrlOf(publicUrl, doc._id, webhookSecret),
    webhook_url: signedWebhookUrlOf(publicUrl, doc._id),
    webhook_secret: webhookSecret,
    is_primary: doc.is_primary,
    is_active: doc.is_active,
    sync_status: doc.sync_status,
    last_sync_at: doc.last_sync_at,
    last_push_error: doc.last_push_error ?? null,
    last_push_error_at: doc.last_push_error_at ?? null,
    created_at: doc.created_at,
  };
}
