import { Module } from '@nestjs/common';
import { endpointHandlersIn } from '#infrastructure/http/endpoint-discovery';
import { ChangeThreadHandler } from './commands/change-thread.handler';
import { MessageOperatorHandler } from './commands/message-operator.handler';
import { ConversationReading } from './endpoints/conversation-reading';
import { ReplyToThreadHandler } from './commands/reply-to-thread.handler';
import { GetConversationHandler } from './queries/get-conversation.handler';
import {
  ListAllConversationsHandler,
  ListMyConversationsHandler,
} from './queries/list-conversations.handler';

/** Internal messaging: threads between a user and the admins, both sides live. */
@Module({
  controllers: endpointHandlersIn(__dirname),
  providers: [
    ConversationReading,
    ChangeThreadHandler,
    ReplyToThreadHandler,
    MessageOperatorHandler,
    ListMyConversationsHandler,
    ListAllConversationsHandler,
    GetConversationHandler,
  ],
})
export class InternalMessagesModule {}
