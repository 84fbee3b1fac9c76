import { JIRA_ENDPOINTS, type BodyOf } from '@morphic/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { PathParam, RequestBody } from '#infrastructure/http/endpoint-input';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { Endpoint } from '#infrastructure/http/endpoint.decorator';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { Ctx } from '#infrastructure/http/request-context';
import { ReceiveJiraWebhook } from './commands/receive-jira-webhook.handler';
import { Delivery, type JiraDelivery } from './jira-delivery.decorator';

const { jiraWebhook, jiraSignedWebhook } = JIRA_ENDPOINTS;

type WebhookReply = Reply<typeof jiraSignedWebhook>;

/**
 * Where Jira posts issue events for one account: the signed URL the platform registers, and
 * the spec's URL with the secret in it (the console shows it), which must be signed as well.
 */
@ApiTags('jira')
@Controller()
export class JiraWebhookController {
  constructor(
    private readonly commands: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Endpoint(jiraSignedWebhook)
  receiveSigned(
    @PathParam('accountId') accountId: string,
    @Delivery() delivery: JiraDelivery,
    @RequestBody() body: BodyOf<typeof jiraSignedWebhook>,
    @Ctx() context: CommandContext,
  ): Promise<WebhookReply> {
    return this.receive(new ReceiveJiraWebhook(accountId, null, delivery, body, context));
  }

  @Endpoint(jiraWebhook)
  receiveWithSecret(
    @PathParam('accountId') accountId: string,
    @PathParam('secret') secret: string,
    @Delivery() delivery: JiraDelivery,
    @RequestBody() body: BodyOf<typeof jiraWebhook>,
    @Ctx() context: CommandContext,
  ): Promise<WebhookReply> {
    return this.receive(new ReceiveJiraWebhook(accountId, secret, delivery, body, context));
  }

  private async receive(command: ReceiveJiraWebhook): Promise<WebhookReply> {
    const { outcome, duplicate, position } = await this.commands.execute(command);
    // Answered once the mission shows the change: an open page hears it at once.
    await this.readYourWrites.settled(position);
    return { success: true, outcome, duplicate };
  }
}
