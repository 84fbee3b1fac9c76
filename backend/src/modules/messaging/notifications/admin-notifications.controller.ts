import {
  NOTIFICATION_TEXTS,
  SendNotificationRequestSchema,
  type SendNotificationCommand,
} from '@morphic/contracts';
import type { LogPosition } from '@morphic/stores';
import { Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../infrastructure/auth/access.decorator';
import type { CommandContext } from '../../../infrastructure/commands/command-context';
import { CommandEndpoint } from '../../../infrastructure/http/command.decorator';
import { Ctx } from '../../../infrastructure/http/request-context';
import { ApiZodBody, ZodBody } from '../../../infrastructure/http/zod-body';
import { SendNotifications } from './commands/send-notifications.handler';

@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/admin/notifications')
export class AdminNotificationsController {
  constructor(private readonly commands: CommandBus) {}

  @Post('send')
  @HttpCode(200)
  @Access('admin')
  @CommandEndpoint()
  @ApiZodBody(SendNotificationRequestSchema)
  async send(
    @ZodBody(SendNotificationRequestSchema) body: SendNotificationCommand,
    @Ctx() context: CommandContext,
  ): Promise<{
    success: true;
    message: string;
    recipientCount: number;
    position: LogPosition | null;
  }> {
    const sent = await this.commands.execute(new SendNotifications(body, context));
    return {
      success: true,
      message: NOTIFICATION_TEXTS.sent(sent.recipientCount),
      recipientCount: sent.recipientCount,
      position: sent.position,
    };
  }
}
