import { Module } from '@nestjs/common';
import { NotificationsController } from './notifications/notifications.controller';
import { ListNotificationsHandler } from './notifications/queries/list-notifications.handler';

@Module({
  controllers: [NotificationsController],
  providers: [ListNotificationsHandler],
})
export class MessagingModule {}
