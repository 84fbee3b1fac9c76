import { Module } from '@nestjs/common';
import { AdminInternalMessagesController } from './admin-internal-messages.controller';
import { ChangeThreadHandler } from './commands/change-thread.handler';
import { MessageOperatorHandler } from './commands/message-operator.handler';
import { ReplyToThreadHandler } from './commands/reply-to-thread.handler';
import { InternalMessagesController } from './internal-messages.controller';
import { GetConversationHandler } from './queries/get-conversation.handler';
import {
  ListAllConversationsHandler,
  ListMyConversationsHandler,
} from './queries/list-conversations.handler';

/** Internal messaging: threads between a user and the admins, both sides live. */
@Module({
  controllers: [InternalMessagesController, AdminInternalMessagesController],
  providers: [
    ChangeThreadHandler,
    ReplyToThreadHandler,
    MessageOperatorHandler,
    ListMyConversationsHandler,
    ListAllConversationsHandler,
    GetConversationHandler,
  ],
})
export class InternalMessagesModule {}
