import {
  INTERNAL_MESSAGES_COLLECTION,
  INTERNAL_THREADS_COLLECTION,
  type InternalMessageDoc,
  type InternalThreadDoc,
} from '@morphic/contracts/server';
import { INTERNAL_MESSAGE_TEXTS, type ConversationResponse } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { toThreadMessage } from '@morphic/projections';
import { Inject, NotFoundException } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { READ_STORE } from '#infrastructure/tokens';

/** One thread's messages, oldest first; `operatorId` limits a user to their own threads. */
export class GetConversation extends Query<ConversationResponse> {
  constructor(
    readonly threadId: string,
    readonly operatorId: string | null,
  ) {
    super();
  }
}

@QueryHandler(GetConversation)
export class GetConversationHandler implements IQueryHandler<GetConversation> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute({ threadId, operatorId }: GetConversation): Promise<ConversationResponse> {
    const thread = await this.store
      .collection<InternalThreadDoc>(INTERNAL_THREADS_COLLECTION)
      .findOne({ _id: threadId });
    if (!thread || (operatorId !== null && thread.operator_id !== operatorId)) {
      throw new NotFoundException(INTERNAL_MESSAGE_TEXTS.conversationNotFound);
    }
    const messages = await this.store
      .collection<InternalMessageDoc>(INTERNAL_MESSAGES_COLLECTION)
      .find({ thread_id: threadId }, { sort: { seq: 1 } });
    return {
      success: true,
      thread_id: thread._id,
      subject: thread.subject ?? INTERNAL_MESSAGE_TEXTS.noSubject,
      sender_name: thread.sender_name,
      status: thread.status,
      messages: messages.map(toThreadMessage),
    };
  }
}
