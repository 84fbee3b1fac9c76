import {
  INTERNAL_MESSAGE_TEXTS,
  SendInternalMessageRequestSchema,
  type ConversationResponse,
  type MyConversationsResponse,
  type SendInternalMessageCommand,
} from '@morphic/contracts';
import type { LogPosition, ReadStore } from '@morphic/stores';
import { Controller, Get, HttpCode, Inject, Param, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import { Access } from '../../../infrastructure/auth/access.decorator';
import { principalOf } from '../../../infrastructure/auth/ownership';
import type { AuthenticatedRequest } from '../../../infrastructure/auth/principal';
import type { CommandContext } from '../../../infrastructure/commands/command-context';
import { CommandEndpoint } from '../../../infrastructure/http/command.decorator';
import { ReadYourWrites } from '../../../infrastructure/http/read-your-writes';
import { Ctx } from '../../../infrastructure/http/request-context';
import { ApiZodBody, ZodBody } from '../../../infrastructure/http/zod-body';
import { READ_STORE } from '../../../infrastructure/tokens';
import { ChangeThread } from './commands/change-thread.handler';
import { GetConversation } from './queries/get-conversation.handler';
import { ListMyConversations } from './queries/list-conversations.handler';
import { senderNameOf } from './queries/sender-name';

export interface PostedMessage {
  readonly success: true;
  readonly message: string;
  readonly thread_id: string;
  readonly message_id: string;
  readonly position: LogPosition | null;
}

/** A user's conversations with the admins (spec 02 "Internal messaging"). */
@ApiTags('internal-messages')
@ApiBearerAuth()
@Controller('api/internal-messages')
export class InternalMessagesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  /** Opens a conversation, or adds to the caller's own one when `thread_id` is given. */
  @Post('send')
  @HttpCode(200)
  @Access('user')
  @CommandEndpoint()
  @ApiZodBody(SendInternalMessageRequestSchema)
  async send(
    @ZodBody(SendInternalMessageRequestSchema) body: SendInternalMessageCommand,
    @Req() request: AuthenticatedRequest,
    @Ctx() context: CommandContext,
  ): Promise<PostedMessage> {
    const operatorId = principalOf(request).accountId;
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

  @Get('my-conversations')
  @Access('user')
  myConversations(@Req() request: AuthenticatedRequest): Promise<MyConversationsResponse> {
    return this.queries.execute(new ListMyConversations(principalOf(request).accountId));
  }

  /** The caller's own conversation; reading it marks the admins' messages read. */
  @Get('conversation/:threadId')
  @Access('user')
  async conversation(
    @Param('threadId') threadId: string,
    @Req() request: AuthenticatedRequest,
    @Ctx() context: CommandContext,
  ): Promise<ConversationResponse> {
    const operatorId = principalOf(request).accountId;
    const { position } = await this.commands.execute(
      new ChangeThread(threadId, { kind: 'MarkRead', readerId: operatorId, operatorId }, context),
    );
    await this.readYourWrites.settled(position);
    return this.queries.execute(new GetConversation(threadId, operatorId));
  }
}
