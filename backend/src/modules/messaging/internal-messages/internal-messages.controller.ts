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
import { GetConversation } from './queries/get-conversation.handler';
import { ListMyConversations } from './queries/list-conversations.handler';
import { senderNameOf } from './queries/sender-name';

const { sendInternalMessage, myConversations, conversation } = MESSAGING_ENDPOINTS;

/** A user's conversations with the admins (spec 02 "Internal messaging"). */
@ApiTags('internal-messages')
@Controller()
export class InternalMessagesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  /** Opens a conversation, or adds to the caller's own one when `thread_id` is given. */
  @Endpoint(sendInternalMessage)
  async send(
    @RequestBody() body: BodyOf<typeof sendInternalMessage>,
    @Caller() caller: Principal,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof sendInternalMessage>> {
    const operatorId = caller.accountId;
    const threadId = body.thread_id ?? randomUUID();
    const messageId = randomUUID();
    const common = {
      operatorId,
      messageId,
      senderName: await senderNameOf(this.store, operatorId),
      message: body.message,
      subject: body.subject,
      priority: body.priority,
    };
    const posted = await this.commands.execute(
      new ChangeThread(
        threadId,
        body.thread_id ? { kind: 'Post', ...common } : { kind: 'Open', threadId, ...common },
        context,
      ),
    );
    return {
      success: true,
      message: INTERNAL_MESSAGE_TEXTS.sent,
      thread_id: posted.threadId,
      message_id: posted.messageId ?? messageId,
      position: posted.position,
    };
  }

  @Endpoint(myConversations)
  myConversations(@Caller() caller: Principal): Promise<Reply<typeof myConversations>> {
    return this.queries.execute(new ListMyConversations(caller.accountId));
  }

  /** The caller's own conversation; reading it marks the admins' messages read. */
  @Endpoint(conversation)
  async conversation(
    @PathParam('threadId') threadId: string,
    @Caller() caller: Principal,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof conversation>> {
    const operatorId = caller.accountId;
    const { position } = await this.commands.execute(
      new ChangeThread(threadId, { kind: 'MarkRead', readerId: operatorId, operatorId }, context),
    );
    await this.readYourWrites.settled(position);
    return this.queries.execute(new GetConversation(threadId, operatorId));
  }
}
