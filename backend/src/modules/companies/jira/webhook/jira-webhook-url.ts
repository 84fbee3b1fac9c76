import { JIRA_ENDPOINTS } from '@morphic/contracts';

/** The URL the platform registers in Jira for an account: no secret in it, deliveries are signed. */
export function signedWebhookUrlOf(publicUrl: string, accountId: string): string {
  return `${publicUrl}${JIRA_ENDPOINTS.jiraSignedWebhook.path.replace('{accountId}', accountId)}`;
}
