import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ServeStaticModule } from '@nestjs/serve-static';
import { LoggerModule } from 'nestjs-pino';
import { existsSync } from 'node:fs';
import type { AppConfig } from './infrastructure/config/app-config';
import { InfrastructureModule } from './infrastructure/infrastructure.module';
import { loggerOptions } from './infrastructure/http/logging';
import { ProjectionsModule } from './infrastructure/projections/projections.module';
import { RealtimeModule } from './infrastructure/realtime/realtime.module';
import { SettingsModule } from './modules/admin/settings/settings.module';
import { CompaniesModule } from './modules/companies/companies.module';
import { DemoModule } from './modules/demo/demo.module';
import { IdentityModule } from './modules/identity/identity.module';
import { MessagingModule } from './modules/messaging/messaging.module';
import { PlatformModule } from './modules/platform/platform.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    const webApp = existsSync(config.webDistDir)
      ? [
          ServeStaticModule.forRoot({
            rootPath: config.webDistDir,
            exclude: ['/api/{*path}', '/socket.io/{*path}'],
          }),
        ]
      : [];
    return {
      module: AppModule,
      imports: [
        LoggerModule.forRoot(loggerOptions(config)),
        CqrsModule.forRoot(),
        InfrastructureModule.forRoot(config),
        ProjectionsModule,
        RealtimeModule,
        PlatformModule,
        IdentityModule,
        CompaniesModule,
        SettingsModule,
        MessagingModule,
        DemoModule,
        ...webApp,
      ],
    };
  }
}
