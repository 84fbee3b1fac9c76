import type { ConversationResponse } from '@morphic/contracts';
import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { ChangeThread } from '../commands/change-thread.handler';
import { GetConversation } from '../queries/get-conversation.handler';

/** Opening a conversation: the reader's side marks the other side's messages read. */
@Injectable()
export class ConversationReading {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  /**
   * Marks the thread read by `readerId` and answers it once the read models show that:
   * `operatorId` is the user whose own conversation it must be, or null for an admin.
   */
  async open(
    threadId: string,
    readerId: string,
    operatorId: string | null,
    context: CommandContext,
  ): Promise<ConversationResponse> {
    const { position } = await this.commands.execute(
      new ChangeThread(threadId, { kind: 'MarkRead', readerId, operatorId }, context),
    );
    await this.readYourWrites.settled(position);
    return this.queries.execute(new GetConversation(threadId, operatorId));
  }
}
