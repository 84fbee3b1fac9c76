import { MESSAGING_ENDPOINTS } from '@morphic/contracts';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ConversationReading } from './conversation-reading';

const { conversation } = MESSAGING_ENDPOINTS;

/** The caller's own conversation; reading it marks the admins' messages read. */
@HandlesEndpoint(conversation)
export class Conversation {
  constructor(private readonly reading: ConversationReading) {}

  handle({
    params: { threadId },
    caller,
    context,
  }: EndpointRequest<typeof conversation>): Promise<Reply<typeof conversation>> {
    return this.reading.open(threadId, caller.accountId, caller.accountId, context);
  }
}
