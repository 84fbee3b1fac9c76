import { COMPANY_TEXTS, JIRA_ENDPOINTS } from '@morphic/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { RemoveJiraAccount } from '../commands/remove-jira-account.handler';

const { deleteJiraAccount } = JIRA_ENDPOINTS;

/** Deletes a Jira account with the missions it imported. */
@HandlesEndpoint(deleteJiraAccount)
export class DeleteJiraAccount {
  constructor(private readonly commands: CommandBus) {}

  async handle({
    params: { id: accountId },
    context,
  }: EndpointRequest<typeof deleteJiraAccount>): Promise<Reply<typeof deleteJiraAccount>> {
    const { position } = await this.commands.execute(new RemoveJiraAccount(accountId, context));
    return {
      success: true,
      message: COMPANY_TEXTS.jira.accountRemoved,
      position,
    };
  }
}
