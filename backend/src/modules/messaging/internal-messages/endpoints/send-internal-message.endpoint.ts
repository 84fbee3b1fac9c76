import { INTERNAL_MESSAGE_TEXTS, MESSAGING_ENDPOINTS } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { READ_STORE } from '#infrastructure/tokens';
import { ChangeThread } from '../commands/change-thread.handler';
import { senderNameOf } from '../queries/sender-name';

const { sendInternalMessage } = MESSAGING_ENDPOINTS;

/** Opens a conversation with the admins, or adds to the caller's own one when `thread_id` is given. */
@HandlesEndpoint(sendInternalMessage)
export class SendInternalMessage {
  constructor(
    private readonly commands: CommandBus,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  async handle({
    body,
    caller,
    context,
  }: EndpointRequest<typeof sendInternalMessage>): Promise<Reply<typeof sendInternalMessage>> {
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
}
