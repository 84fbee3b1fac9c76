import { JIRA_ENDPOINTS, type BodyOf } from '@morphic/contracts';
import { Controller, Headers } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { CommandContext } from '../../../../infrastructure/commands/command-context';
import { PathParam, RequestBody } from '../../../../infrastructure/http/endpoint-input';
import type { Reply } from '../../../../infrastructure/http/endpoint-reply';
import { Endpoint } from '../../../../infrastructure/http/endpoint.decorator';
import { ReadYourWrites } from '../../../../infrastructure/http/read-your-writes';
import { Ctx } from '../../../../infrastructure/http/request-context';
import { ReceiveJiraWebhook } from './commands/receive-jira-webhook.handler';

const { jiraWebhook } = JIRA_ENDPOINTS;

/** Atlassian names each delivery; its retries carry the same identifier. */
const DELIVERY_HEADER = 'x-atlassian-webhook-identifier';

/** Where Jira posts issue events for one account (the URL the console shows). */
@ApiTags('jira')
@Controller()
export class JiraWebhookController {
  constructor(
    private readonly commands: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Endpoint(jiraWebhook)
  async receive(
    @PathParam('accountId') accountId: string,
    @PathParam('secret') secret: string,
    @Headers(DELIVERY_HEADER) deliveryId: string | undefined,
    @RequestBody() body: BodyOf<typeof jiraWebhook>,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof jiraWebhook>> {
    const delivery = typeof deliveryId === 'string' && deliveryId.length <= 200 ? deliveryId : null;
    const { outcome, duplicate, position } = await this.commands.execute(
      new ReceiveJiraWebhook(accountId, secret, delivery, body, context),
    );
    // Answered once the mission shows the change: an open page hears it at once.
    await this.readYourWrites.settled(position);
    return { success: true, outcome, duplicate };
  }
}
