import { Module } from '@nestjs/common';
import { endpointHandlersIn } from '#infrastructure/http/endpoint-discovery';
import { RealtimeModule } from '#infrastructure/realtime/realtime.module';
import { RebuildProgressPushes } from './rebuild-progress-pushes';

/** The read models' health and online rebuild (System console, system-health tab). */
@Module({
  imports: [RealtimeModule],
  controllers: endpointHandlersIn(__dirname),
  providers: [RebuildProgressPushes],
})
export class ReadModelsModule {}
