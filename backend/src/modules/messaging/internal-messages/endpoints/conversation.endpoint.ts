import { MESSAGING_ENDPOINTS } from '@morphic/contracts';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { ChangeThread } from '../commands/change-thread.handler';
import { GetConversation } from '../queries/get-conversation.handler';

const { conversation } = MESSAGING_ENDPOINTS;

/** The caller's own conversation; reading it marks the admins' messages read. */
@HandlesEndpoint(conversation)
export class Conversation {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  async handle({
    params: { threadId },
    caller,
    context,
  }: EndpointRequest<typeof conversation>): Promise<Reply<typeof conversation>> {
    const operatorId = caller.accountId;
    const { position } = await this.commands.execute(
      new ChangeThread(threadId, { kind: 'MarkRead', readerId: operatorId, operatorId }, context),
    );
    await this.readYourWrites.settled(position);
    return this.queries.execute(new GetConversation(threadId, operatorId));
  }
}
