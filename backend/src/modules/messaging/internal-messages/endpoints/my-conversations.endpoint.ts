import { MESSAGING_ENDPOINTS } from '@morphic/contracts';
import { QueryBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ListMyConversations } from '../queries/list-conversations.handler';

const { myConversations } = MESSAGING_ENDPOINTS;

/** The caller's own conversations with the admins. */
@HandlesEndpoint(myConversations)
export class MyConversations {
  constructor(private readonly queries: QueryBus) {}

  handle({
    caller,
  }: EndpointRequest<typeof myConversations>): Promise<Reply<typeof myConversations>> {
    return this.queries.execute(new ListMyConversations(caller.accountId));
  }
}
