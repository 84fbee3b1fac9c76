import { OPERATOR_ANALYSIS_ENDPOINTS, OPERATOR_ANALYSIS_TEXTS as T } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { READ_STORE } from '#infrastructure/tokens';
import { MessageOperator } from '../../../messaging/internal-messages/commands/message-operator.handler';
import { senderNameOf } from '../../../messaging/internal-messages/queries/sender-name';
import { analysedAccount } from '../analysed-operator';

const { messageOperator } = OPERATOR_ANALYSIS_ENDPOINTS;

/** An admin's message to the analysed operator, in their conversation. */
@HandlesEndpoint(messageOperator)
export class MessageOperatorEndpoint {
  constructor(
    private readonly commands: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  async handle({
    params: { id: operatorId },
    body,
    caller,
    context,
  }: EndpointRequest<typeof messageOperator>): Promise<Reply<typeof messageOperator>> {
    const account = await analysedAccount(this.store, operatorId);
    const sent = await this.commands.execute(
      new MessageOperator(
        {
          operatorId,
          operatorName: account.full_name?.trim() || account.username,
          adminId: caller.accountId,
          adminName: await senderNameOf(this.store, caller.accountId),
          messageId: randomUUID(),
          message: body.message,
        },
        context,
      ),
    );
    await this.readYourWrites.settled(sent.position);
    return {
      success: true,
      message: T.messageSent,
      thread_id: sent.threadId,
      message_id: sent.messageId,
      position: sent.position,
    };
  }
}
