import { Module } from '@nestjs/common';
import { ChangeSettingHandler } from './commands/change-setting.handler';
import { GetAdminSettingsHandler, GetPublicSettingsHandler } from './queries/get-settings.handler';
import { SettingsController } from './settings.controller';

@Module({
  controllers: [SettingsController],
  providers: [ChangeSettingHandler, GetAdminSettingsHandler, GetPublicSettingsHandler],
})
export class SettingsModule {}
