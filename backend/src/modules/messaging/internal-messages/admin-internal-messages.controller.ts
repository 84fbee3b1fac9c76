import { INTERNAL_MESSAGE_TEXTS, MESSAGING_ENDPOINTS, type BodyOf } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { Controller, Inject } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import { Caller } from '#infrastructure/auth/caller.decorator';
import type { Principal } from '#infrastructure/auth/principal';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { PathParam, RequestBody } from '#infrastructure/http/endpoint-input';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { Endpoint } from '#infrastructure/http/endpoint.decorator';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { Ctx } from '#infrastructure/http/request-context';
import { READ_STORE } from '#infrastructure/tokens';
import { ChangeThread } from './commands/change-thread.handler';
import { ReplyToThread } from './commands/reply-to-thread.handler';
import { GetConversation } from './queries/get-conversation.handler';
import { ListAllConversations } from './queries/list-conversations.handler';
import { senderNameOf } from './queries/sender-name';

const { allConversations, adminConversation, reply } = MESSAGING_ENDPOINTS;

/** The admins' side of internal messaging (spec 03 "Internal Messages"). */
@ApiTags('admin')
@Controller()
export class AdminInternalMessagesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  @Endpoint(allConversations)
  allConversations(): Promise<Reply<typeof allConversations>> {
    return this.queries.execute(new ListAllConversations());
  }

  /** A conversation; an admin reading it marks the user's messages read. */
  @Endpoint(adminConversation)
  async conversation(
    @PathParam('threadId') threadId: string,
    @Caller() caller: Principal,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof adminConversation>> {
    const readerId = caller.accountId;
    const { position } = await this.commands.execute(
      new ChangeThread(threadId, { kind: 'MarkRead', readerId, operatorId: null }, context),
    );
    await this.readYourWrites.settled(position);
    return this.queries.execute(new GetConversation(threadId, null));
  }

  @Endpoint(reply)
  async reply(
    @PathParam('threadId') threadId: string,
    @RequestBody() body: BodyOf<typeof reply>,
    @Caller() caller: Principal,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof reply>> {
    const adminId = caller.accountId;
    const messageId = randomUUID();
    const replied = await this.commands.execute(
      new ReplyToThread(
        threadId,
        {
          adminId,
          messageId,
          senderName: await senderNameOf(this.store, adminId),
          message: body.message,
        },
        context,
      ),
    );
    return {
      success: true,
      message: INTERNAL_MESSAGE_TEXTS.replySent,
      thread_id: threadId,
      message_id: replied.messageId,
      position: replied.position,
    };
  }
}
