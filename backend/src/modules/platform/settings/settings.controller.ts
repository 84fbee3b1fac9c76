import { ADMIN_ENDPOINTS, MESSAGES, type BodyOf } from '@morphic/contracts';
import type { LogPosition } from '@morphic/stores';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { RequestBody } from '#infrastructure/http/endpoint-input';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { Endpoint } from '#infrastructure/http/endpoint.decorator';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { Ctx } from '#infrastructure/http/request-context';
import { ChangeSetting } from './commands/change-setting.handler';
import type { SettingsCommand } from './settings.decider';
import { GetAdminSettings, GetPublicSettings } from './queries/get-settings.handler';

const {
  publicSettings,
  settings,
  setCurrentCohort,
  setOperatorsUnderConstruction,
  updateSettings,
} = ADMIN_ENDPOINTS;

type SettingsCommandResult = Reply<typeof updateSettings>;

@ApiTags('settings')
@Controller()
export class SettingsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Endpoint(publicSettings)
  publicSettings(): Promise<Reply<typeof publicSettings>> {
    return this.queries.execute(new GetPublicSettings());
  }

  @Endpoint(settings)
  adminSettings(): Promise<Reply<typeof settings>> {
    return this.queries.execute(new GetAdminSettings());
  }

  @Endpoint(setCurrentCohort)
  setCurrentCohort(
    @RequestBody() body: BodyOf<typeof setCurrentCohort>,
    @Ctx() context: CommandContext,
  ): Promise<SettingsCommandResult> {
    return this.change(
      [{ kind: 'SetCurrentCohort', name: body.name }],
      MESSAGES.cohortSet(body.name),
      context,
    );
  }

  @Endpoint(setOperatorsUnderConstruction)
  setOperatorsUnderConstruction(
    @RequestBody() body: BodyOf<typeof setOperatorsUnderConstruction>,
    @Ctx() context: CommandContext,
  ): Promise<SettingsCommandResult> {
    return this.change(
      [{ kind: 'SetOperatorsUnderConstruction', enabled: body.enabled }],
      MESSAGES.underConstructionSet(body.enabled),
      context,
    );
  }

  @Endpoint(updateSettings)
  updateSettings(
    @RequestBody() body: BodyOf<typeof updateSettings>,
    @Ctx() context: CommandContext,
  ): Promise<SettingsCommandResult> {
    const changes: SettingsCommand[] = [];
    if (body.current_cohort)
      changes.push({ kind: 'SetCurrentCohort', name: body.current_cohort.name });
    if (body.operators_under_construction) {
      changes.push({
        kind: 'SetOperatorsUnderConstruction',
        enabled: body.operators_under_construction.enabled,
      });
    }
    return this.change(changes, MESSAGES.settingsSaved, context);
  }

  private async change(
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
