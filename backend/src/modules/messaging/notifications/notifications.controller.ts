import { MESSAGING_ENDPOINTS, NOTIFICATION_TEXTS } from '@morphic/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Caller } from '../../../infrastructure/auth/caller.decorator';
import { assertOwnOrAdmin } from '../../../infrastructure/auth/ownership';
import type { Principal } from '../../../infrastructure/auth/principal';
import type { CommandContext } from '../../../infrastructure/commands/command-context';
import { PathParam } from '../../../infrastructure/http/endpoint-input';
import type { Reply } from '../../../infrastructure/http/endpoint-reply';
import { Endpoint } from '../../../infrastructure/http/endpoint.decorator';
import { ReadYourWrites } from '../../../infrastructure/http/read-your-writes';
import { Ctx } from '../../../infrastructure/http/request-context';
import { ChangeNotification } from './commands/change-notification.handler';
import { ReadAllNotifications } from './commands/read-all-notifications.handler';
import { GetNotification } from './queries/get-notification.handler';
import { ListNotifications } from './queries/list-notifications.handler';

const { notifications, readAllNotifications, readNotification, deleteNotification } =
  MESSAGING_ENDPOINTS;

@ApiTags('notifications')
@Controller()
export class NotificationsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Endpoint(notifications)
  list(
    @PathParam('id') id: string,
    @Caller() caller: Principal,
  ): Promise<Reply<typeof notifications>> {
    assertOwnOrAdmin(caller, id);
    return this.queries.execute(new ListNotifications(id));
  }

  @Endpoint(readAllNotifications)
  async readAll(
    @PathParam('id') id: string,
    @Caller() caller: Principal,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof readAllNotifications>> {
    assertOwnOrAdmin(caller, id);
    const outcome = await this.commands.execute(new ReadAllNotifications(id, context));
    return {
      success: true,
      message: NOTIFICATION_TEXTS.allMarkedRead(outcome.notificationIds.length),
      notification_ids: [...outcome.notificationIds],
      position: outcome.position,
    };
  }

  @Endpoint(readNotification)
  async markRead(
    @PathParam('id') id: string,
    @PathParam('notificationId') notificationId: string,
    @Caller() caller: Principal,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof readNotification>> {
    assertOwnOrAdmin(caller, id);
    const { position } = await this.commands.execute(
      new ChangeNotification(notificationId, { kind: 'MarkRead', recipientId: id }, context),
    );
    await this.readYourWrites.settled(position);
    const notification = await this.queries.execute(new GetNotification(id, notificationId));
    return { success: true, message: NOTIFICATION_TEXTS.markedRead, notification, position };
  }

  @Endpoint(deleteNotification)
  async remove(
    @PathParam('id') id: string,
    @PathParam('notificationId') notificationId: string,
    @Caller() caller: Principal,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof deleteNotification>> {
    assertOwnOrAdmin(caller, id);
    const { position } = await this.commands.execute(
      new ChangeNotification(notificationId, { kind: 'Delete', recipientId: id }, context),
    );
    return { success: true, message: NOTIFICATION_TEXTS.deleted, id: notificationId, position };
  }
}
