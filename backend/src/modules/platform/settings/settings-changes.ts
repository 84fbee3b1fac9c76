import { ADMIN_ENDPOINTS } from '@morphic/contracts';
import type { LogPosition } from '@morphic/stores';
import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { CommandContext } from '#infrastructure/commands/command-context';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { ChangeSetting } from './commands/change-setting.handler';
import { GetAdminSettings } from './queries/get-settings.handler';
import type { SettingsCommand } from './settings.decider';

type SettingsCommandResult = Reply<typeof ADMIN_ENDPOINTS.updateSettings>;

/** Applies settings changes in order and answers the settings as the admins now see them. */
@Injectable()
export class SettingsChanges {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  async change(
    changes: readonly SettingsCommand[],
    message: string,
    context: CommandContext,
  ): Promise<SettingsCommandResult> {
    let position: LogPosition | null = null;
    for (const change of changes) {
      const outcome = await this.commands.execute(new ChangeSetting(change, context));
      position = outcome.position ?? position;
    }
    await this.readYourWrites.settled(position);
    const settings = await this.queries.execute(new GetAdminSettings());
    return { success: true, message, settings, position };
  }
}
