import { MESSAGING_ENDPOINTS, NOTIFICATION_TEXTS } from '@morphic/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { SendNotifications } from '../commands/send-notifications.handler';

const { sendNotification } = MESSAGING_ENDPOINTS;

/** An admin's notification to the operators the body names. */
@HandlesEndpoint(sendNotification)
export class SendNotification {
  constructor(private readonly commands: CommandBus) {}

  async handle({
    body,
    context,
  }: EndpointRequest<typeof sendNotification>): Promise<Reply<typeof sendNotification>> {
    const sent = await this.commands.execute(new SendNotifications(body, context));
    return {
      success: true,
      message: NOTIFICATION_TEXTS.sent(sent.recipientCount),
      recipientCount: sent.recipientCount,
      position: sent.position,
    };
  }
}
