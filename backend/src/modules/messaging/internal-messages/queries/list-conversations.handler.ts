import { INTERNAL_THREADS_COLLECTION, type InternalThreadDoc } from '@morphic/contracts/server';
import {
  toAdminConversation,
  toConversation,
  toThreadSummary,
  type AdminConversationsResponse,
  type MyConversationsResponse,
} from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { READ_STORE } from '#infrastructure/tokens';

const NEWEST_FIRST = { sort: { last_updated: -1 as const, _id: 1 as const } };

/** A user's own conversations with the admins, newest first. */
export class ListMyConversations extends Query<MyConversationsResponse> {
  constructor(readonly operatorId: string) {
    super();
  }
}

/** Every conversation, for the admins, newest first. */
export class ListAllConversations extends Query<AdminConversationsResponse> {}

@QueryHandler(ListMyConversations)
export class ListMyConversationsHandler implements IQueryHandler<ListMyConversations> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute({ operatorId }: ListMyConversations): Promise<MyConversationsResponse> {
    const threads = await this.store
      .collection<InternalThreadDoc>(INTERNAL_THREADS_COLLECTION)
      .find({ operator_id: operatorId }, NEWEST_FIRST);
    return {
      success: true,
      conversations: threads.map((thread) => toConversation(toThreadSummary(thread))),
    };
  }
}

@QueryHandler(ListAllConversations)
export class ListAllConversationsHandler implements IQueryHandler<ListAllConversations> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute(): Promise<AdminConversationsResponse> {
    const threads = await this.store
      .collection<InternalThreadDoc>(INTERNAL_THREADS_COLLECTION)
      .find({}, NEWEST_FIRST);
    return {
      success: true,
      conversations: threads.map((thread) => toAdminConversation(toThreadSummary(thread))),
    };
  }
}
