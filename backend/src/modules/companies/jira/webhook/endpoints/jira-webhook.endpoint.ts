import { JIRA_ENDPOINTS } from '@morphic/contracts';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ReceiveJiraWebhook } from '../commands/receive-jira-webhook.handler';
import { Delivery, type JiraDelivery } from '../jira-delivery.decorator';
import { JiraWebhookReceiver } from '../jira-webhook-receiver';

const { jiraWebhook } = JIRA_ENDPOINTS;

/**
 * Where Jira posts issue events for one account by the spec's URL, with the secret in it (the
 * console shows it); the delivery must be signed as well.
 */
@HandlesEndpoint(jiraWebhook)
export class JiraWebhook {
  constructor(private readonly receiver: JiraWebhookReceiver) {}

  handle(
    { params: { accountId, secret }, body, context }: EndpointRequest<typeof jiraWebhook>,
    @Delivery() delivery: JiraDelivery,
  ): Promise<Reply<typeof jiraWebhook>> {
    return this.receiver.receive(
      new ReceiveJiraWebhook(accountId, secret, delivery, body, context),
    );
  }
}
