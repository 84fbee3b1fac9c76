import { MESSAGING_ENDPOINTS, NOTIFICATION_TEXTS, type BodyOf } from '@morphic/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { RequestBody } from '#infrastructure/http/endpoint-input';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { Endpoint } from '#infrastructure/http/endpoint.decorator';
import { Ctx } from '#infrastructure/http/request-context';
import { SendNotifications } from './commands/send-notifications.handler';

const { sendNotification } = MESSAGING_ENDPOINTS;

@ApiTags('admin')
@Controller()
export class AdminNotificationsController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(sendNotification)
  async send(
    @RequestBody() body: BodyOf<typeof sendNotification>,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof sendNotification>> {
    const sent = await this.commands.execute(new SendNotifications(body, context));
    return {
      success: true,
      message: NOTIFICATION_TEXTS.sent(sent.recipientCount),
      recipientCount: sent.recipientCount,
      position: sent.position,
    };
  }
}
