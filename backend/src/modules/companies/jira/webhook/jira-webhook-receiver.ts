import { JIRA_ENDPOINTS } from '@morphic/contracts';
import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { ReceiveJiraWebhook } from './commands/receive-jira-webhook.handler';

type WebhookReply = Reply<typeof JIRA_ENDPOINTS.jiraSignedWebhook>;

/** Takes in a delivery Jira posted for an account, by either of its webhook URLs. */
@Injectable()
export class JiraWebhookReceiver {
  constructor(
    private readonly commands: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  async receive(command: ReceiveJiraWebhook): Promise<WebhookReply> {
    const { outcome, duplicate, position } = await this.commands.execute(command);
    // Answered once the mission shows the change: an open page hears it at once.
    await this.readYourWrites.settled(position);
    return { success: true, outcome, duplicate };
  }
}
