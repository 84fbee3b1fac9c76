import {
  OPERATOR_ADMIN_ENDPOINTS,
  OPERATORS_CONSOLE_TEXTS,
  SendNotificationRequestSchema,
} from '@morphic/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { SendNotifications } from '../../../messaging/notifications/commands/send-notifications.handler';
import { OperatorAnswers } from '../operator-answers';

const { adminNotifyOperator } = OPERATOR_ADMIN_ENDPOINTS;

/** Through the Notifications tab's own command, to this one operator. */
@HandlesEndpoint(adminNotifyOperator)
export class NotifyOperator {
  constructor(
    private readonly commands: CommandBus,
    private readonly answers: OperatorAnswers,
  ) {}

  async handle({
    params: { id: operatorId },
    body,
    context,
  }: EndpointRequest<typeof adminNotifyOperator>): Promise<Reply<typeof adminNotifyOperator>> {
    await this.answers.operator(operatorId);
    const { position } = await this.commands.execute(
      new SendNotifications(
        // The Notifications tab's own request, so its defaults and rules apply.
        SendNotificationRequestSchema.parse({
          targetType: 'single',
          operatorId,
          title: body.title,
          message: body.message,
          type: 'admin',
        }),
        context,
      ),
    );
    return { success: true, message: OPERATORS_CONSOLE_TEXTS.notified, position };
  }
}
