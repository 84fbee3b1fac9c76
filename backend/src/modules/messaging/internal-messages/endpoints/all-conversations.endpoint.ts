import { MESSAGING_ENDPOINTS } from '@morphic/contracts';
import { QueryBus } from '@nestjs/cqrs';
import { HandlesEndpoint } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ListAllConversations } from '../queries/list-conversations.handler';

const { allConversations } = MESSAGING_ENDPOINTS;

/** Every conversation, for the admins (spec 03 "Internal Messages"). */
@HandlesEndpoint(allConversations)
export class AllConversations {
  constructor(private readonly queries: QueryBus) {}

  handle(): Promise<Reply<typeof allConversations>> {
    return this.queries.execute(new ListAllConversations());
  }
}
