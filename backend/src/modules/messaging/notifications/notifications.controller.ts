import {
  NOTIFICATION_TEXTS,
  type Notification,
  type NotificationsResponse,
} from '@morphic/contracts';
import type { LogPosition } from '@morphic/stores';
import { Controller, Delete, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../infrastructure/auth/access.decorator';
import type { AuthenticatedRequest } from '../../../infrastructure/auth/principal';
import type { CommandContext } from '../../../infrastructure/commands/command-context';
import { CommandEndpoint } from '../../../infrastructure/http/command.decorator';
import { ReadYourWrites } from '../../../infrastructure/http/read-your-writes';
import { Ctx } from '../../../infrastructure/http/request-context';
import { ChangeNotification } from './commands/change-notification.handler';
import { ReadAllNotifications } from './commands/read-all-notifications.handler';
import { GetNotification } from './queries/get-notification.handler';
import { ListNotifications } from './queries/list-notifications.handler';
import { assertOwnOrAdmin, principalOf } from '../../../infrastructure/auth/ownership';

interface Positioned {
  readonly success: true;
  readonly message: string;
  readonly position: LogPosition | null;
}

@ApiTags('notifications')
@ApiBearerAuth()
@Controller('api/operators/:id/notifications')
export class NotificationsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Get()
  @Access('user')
  list(
    @Param('id') id: string,
    @Req() request: AuthenticatedRequest,
  ): Promise<NotificationsResponse> {
    assertOwnOrAdmin(principalOf(request), id);
    return this.queries.execute(new ListNotifications(id));
  }

  @Post('read-all')
  @HttpCode(200)
  @Access('user')
  @CommandEndpoint()
  async readAll(
    @Param('id') id: string,
    @Req() request: AuthenticatedRequest,
    @Ctx() context: CommandContext,
  ): Promise<Positioned & { notification_ids: readonly string[] }> {
    assertOwnOrAdmin(principalOf(request), id);
    const outcome = await this.commands.execute(new ReadAllNotifications(id, context));
    return {
      success: true,
      message: NOTIFICATION_TEXTS.allMarkedRead(outcome.notificationIds.length),
      notification_ids: outcome.notificationIds,
      position: outcome.position,
    };
  }

  @Post(':notificationId/read')
  @HttpCode(200)
  @Access('user')
  @CommandEndpoint()
  async markRead(
    @Param('id') id: string,
    @Param('notificationId') notificationId: string,
    @Req() request: AuthenticatedRequest,
    @Ctx() context: CommandContext,
  ): Promise<Positioned & { notification: Notification }> {
    assertOwnOrAdmin(principalOf(request), id);
    const { position } = await this.commands.execute(
      new ChangeNotification(notificationId, { kind: 'MarkRead', recipientId: id }, context),
    );
    await this.readYourWrites.settled(position);
    const notification = await this.queries.execute(new GetNotification(id, notificationId));
    return { success: true, message: NOTIFICATION_TEXTS.markedRead, notification, position };
  }

  @Delete(':notificationId')
  @HttpCode(200)
  @Access('user')
  @CommandEndpoint()
  async remove(
    @Param('id') id: string,
    @Param('notificationId') notificationId: string,
    @Req() request: AuthenticatedRequest,
    @Ctx() context: CommandContext,
  ): Promise<Positioned & { id: string }> {
    assertOwnOrAdmin(principalOf(request), id);
    const { position } = await this.commands.execute(
      new ChangeNotification(notificationId, { kind: 'Delete', recipientId: id }, context),
    );
    return { success: true, message: NOTIFICATION_TEXTS.deleted, id: notificationId, position };
  }
}
