import { Module } from '@nestjs/common';
import { AdminNotificationsController } from './notifications/admin-notifications.controller';
import { DeleteNotification } from './notifications/commands/delete-notification.handler';
import { MarkNotificationRead } from './notifications/commands/mark-notification-read.handler';
import { ReadAllNotifications } from './notifications/commands/read-all-notifications.handler';
import { SendNotificationsHandler } from './notifications/commands/send-notifications.handler';
import { ListNotifications } from './notifications/queries/list-notifications.handler';
import { NotificationResolutionReactor } from './notifications/reactors/notification-resolution.reactor';

@Module({
  // Endpoint handlers (@HandlesEndpoint) are controllers: each serves its one definition.
  controllers: [
    ListNotifications,
    ReadAllNotifications,
    MarkNotificationRead,
    DeleteNotification,
    AdminNotificationsController,
  ],
  providers: [SendNotificationsHandler, NotificationResolutionReactor],
})
export class MessagingModule {}
