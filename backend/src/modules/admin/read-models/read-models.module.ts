import { Module } from '@nestjs/common';
import { RealtimeModule } from '#infrastructure/realtime/realtime.module';
import { ReadModelsController } from './read-models.controller';
import { RebuildProgressPushes } from './rebuild-progress-pushes';

/** The read models' health and online rebuild (System console, system-health tab). */
@Module({
  imports: [RealtimeModule],
  controllers: [ReadModelsController],
  providers: [RebuildProgressPushes],
})
export class ReadModelsModule {}
