import { Module } from '@nestjs/common';
import { endpointHandlersIn } from '#infrastructure/http/endpoint-discovery';
import { ChangeSettingHandler } from './commands/change-setting.handler';
import { GetAdminSettingsHandler, GetPublicSettingsHandler } from './queries/get-settings.handler';
import { SettingsChanges } from './settings-changes';

@Module({
  controllers: endpointHandlersIn(__dirname),
  providers: [
    ChangeSettingHandler,
    GetAdminSettingsHandler,
    GetPublicSettingsHandler,
    SettingsChanges,
  ],
})
export class SettingsModule {}
