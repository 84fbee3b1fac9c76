import {
  AdminReplyRequestSchema,
  INTERNAL_MESSAGE_TEXTS,
  type AdminConversationsResponse,
  type AdminReplyRequest,
  type ConversationResponse,
} from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
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
import { ReplyToThread } from './commands/reply-to-thread.handler';
import type { PostedMessage } from './internal-messages.controller';
import { GetConversation } from './queries/get-conversation.handler';
import { ListAllConversations } from './queries/list-conversations.handler';
import { senderNameOf } from './queries/sender-name';

/** The admins' side of internal messaging (spec 03 "Internal Messages"). */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/admin/internal-messages')
export class AdminInternalMessagesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  @Get('all-conversations')
  @Access('admin')
  allConversations(): Promise<AdminConversationsResponse> {
    return this.queries.execute(new ListAllConversations());
  }

  /** A conversation; an admin reading it marks the user's messages read. */
  @Get('conversation/:threadId')
  @Access('admin')
  async conversation(
    @Param('threadId') threadId: string,
    @Req() request: AuthenticatedRequest,
    @Ctx() context: CommandContext,
  ): Promise<ConversationResponse> {
    const readerId = principalOf(request).accountId;
    const { position } = await this.commands.execute(
      new ChangeThread(threadId, { kind: 'MarkRead', readerId, operatorId: null }, context),
    );
    await this.readYourWrites.settled(position);
    return this.queries.execute(new GetConversation(threadId, null));
  }

  @Post(':threadId/reply')
  @HttpCode(200)
  @Access('admin')
  @CommandEndpoint()
  @ApiZodBody(AdminReplyRequestSchema)
  async reply(
    @Param('threadId') threadId: string,
    @ZodBody(AdminReplyRequestSchema) body: AdminReplyRequest,
    @Req() request: AuthenticatedRequest,
    @Ctx() context: CommandContext,
  ): Promise<PostedMessage> {
    const adminId = principalOf(request).accountId;
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
