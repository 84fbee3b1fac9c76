import { Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from '#infrastructure/config/app-config';
import { endpointHandlersIn } from '#infrastructure/http/endpoint-discovery';
import { DevReadModelsModule } from './dev-read-models/dev-read-models.module';

@Module({})
export class PlatformModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: PlatformModule,
      imports: config.production ? [] : [DevReadModelsModule],
      controllers: endpointHandlersIn(__dirname),
    };
  }
}
