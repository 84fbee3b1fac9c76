import { INTERNAL_MESSAGE_TEXTS, MESSAGING_ENDPOINTS } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { READ_STORE } from '#infrastructure/tokens';
import { ReplyToThread } from '../commands/reply-to-thread.handler';
import { senderNameOf } from '../queries/sender-name';

const { reply } = MESSAGING_ENDPOINTS;

/** An admin's reply in a conversation. */
@HandlesEndpoint(reply)
export class ReplyInThread {
  constructor(
    private readonly commands: CommandBus,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  async handle({
    params: { threadId },
    body,
    caller,
    context,
  }: EndpointRequest<typeof reply>): Promise<Reply<typeof reply>> {
    const adminId = caller.accountId;
    const replied = await this.commands.execute(
      new ReplyToThread(
        threadId,
        {
          adminId,
          messageId: randomUUID(),
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
