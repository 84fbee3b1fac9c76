import { Module } from '@nestjs/common';
import { AdminNotificationsController } from './notifications/admin-notifications.controller';
import { ChangeNotificationHandler } from './notifications/commands/change-notification.handler';
import { ReadAllNotificationsHandler } from './notifications/commands/read-all-notifications.handler';
import { SendNotificationsHandler } from './notifications/commands/send-notifications.handler';
import { NotificationsController } from './notifications/notifications.controller';
import { GetNotificationHandler } from './notifications/queries/get-notification.handler';
import { ListNotificationsHandler } from './notifications/queries/list-notifications.handler';
import { NotificationResolutionReactor } from './notifications/reactors/notification-resolution.reactor';

@Module({
  controllers: [NotificationsController, AdminNotificationsController],
  providers: [
    ListNotificationsHandler,
    GetNotificationHandler,
    ChangeNotificationHandler,
    ReadAllNotificationsHandler,
    SendNotificationsHandler,
    NotificationResolutionReactor,
  ],
})
export class MessagingModule {}
