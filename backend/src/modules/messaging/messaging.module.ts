import { Module } from '@nestjs/common';
import { endpointHandlersIn } from '#infrastructure/http/endpoint-discovery';
import { SendNotificationsHandler } from './notifications/commands/send-notifications.handler';
import { NotificationResolutionReactor } from './notifications/reactors/notification-resolution.reactor';

@Module({
  controllers: endpointHandlersIn(__dirname),
  providers: [SendNotificationsHandler, NotificationResolutionReactor],
})
export class MessagingModule {}
