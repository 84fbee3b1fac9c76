import { MESSAGING_ENDPOINTS } from '@morphic/contracts';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ConversationReading } from './conversation-reading';

const { adminConversation } = MESSAGING_ENDPOINTS;

/** A conversation, for an admin; reading it marks the user's messages read. */
@HandlesEndpoint(adminConversation)
export class AdminConversation {
  constructor(private readonly reading: ConversationReading) {}

  handle({
    params: { threadId },
    caller,
    context,
  }: EndpointRequest<typeof adminConversation>): Promise<Reply<typeof adminConversation>> {
    return this.reading.open(threadId, caller.accountId, null, context);
  }
}
