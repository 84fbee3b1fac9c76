import { MESSAGING_ENDPOINTS } from '@morphic/contracts';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { ChangeThread } from '../commands/change-thread.handler';
import { GetConversation } from '../queries/get-conversation.handler';

const { adminConversation } = MESSAGING_ENDPOINTS;

/** A conversation, for an admin; reading it marks the user's messages read. */
@HandlesEndpoint(adminConversation)
export class AdminConversation {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  async handle({
    params: { threadId },
    caller,
    context,
  }: EndpointRequest<typeof adminConversation>): Promise<Reply<typeof adminConversation>> {
    const readerId = caller.accountId;
    const { position } = await this.commands.execute(
      new ChangeThread(threadId, { kind: 'MarkRead', readerId, operatorId: null }, context),
    );
    await this.readYourWrites.settled(position);
    return this.queries.execute(new GetConversation(threadId, null));
  }
}
