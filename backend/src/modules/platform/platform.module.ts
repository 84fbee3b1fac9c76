import { Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from '#infrastructure/config/app-config';
import { DevReadModelsController } from './dev-read-models.controller';
import { PlatformController } from './platform.controller';

@Module({})
export class PlatformModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: PlatformModule,
      controllers: config.production
        ? [PlatformController]
        : [PlatformController, DevReadModelsController],
    };
  }
}
