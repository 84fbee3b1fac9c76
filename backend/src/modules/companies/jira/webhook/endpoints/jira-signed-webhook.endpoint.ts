import { JIRA_ENDPOINTS } from '@morphic/contracts';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ReceiveJiraWebhook } from '../commands/receive-jira-webhook.handler';
import { Delivery, type JiraDelivery } from '../jira-delivery.decorator';
import { JiraWebhookReceiver } from '../jira-webhook-receiver';

const { jiraSignedWebhook } = JIRA_ENDPOINTS;

/** Where Jira posts issue events for one account: the signed URL the platform registers. */
@HandlesEndpoint(jiraSignedWebhook)
export class JiraSignedWebhook {
  constructor(private readonly receiver: JiraWebhookReceiver) {}

  handle(
    { params: { accountId }, body, context }: EndpointRequest<typeof jiraSignedWebhook>,
    @Delivery() delivery: JiraDelivery,
  ): Promise<Reply<typeof jiraSignedWebhook>> {
    return this.receiver.receive(new ReceiveJiraWebhook(accountId, null, delivery, body, context));
  }
}
