import { Module } from '@nestjs/common';
import { PushRelay } from './push-relay';
import { RealtimeGateway } from './realtime.gateway';

@Module({
  providers: [RealtimeGateway, PushRelay],
  exports: [RealtimeGateway],
})
export class RealtimeModule {}
