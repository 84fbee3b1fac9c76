import { JIRA_ENDPOINTS } from '@morphic/contracts';

const { jiraSignedWebhook, jiraWebhook } = JIRA_ENDPOINTS;

/** The URL the platform registers in Jira for an account: no secret in it, deliveries are signed. */
export function signedWebhookUrlOf(publicUrl: string, accountId: string): string {
  return `${publicUrl}${jiraSignedWebhook.path.replace('{accountId}', accountId)}`;
}

/** The spec 03 shape, with the secret in the path (still accepted, when signed too). */
export function secretWebhookUrlOf(publicUrl: string, accountId: string, secret: string): string {
  const path = jiraWebhook.path.replace('{accountId}', accountId).replace('{secret}', secret);
  return `${publicUrl}${path}`;
}
