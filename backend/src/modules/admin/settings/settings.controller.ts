import {
  MESSAGES,
  SetCurrentCohortRequestSchema,
  SetOperatorsUnderConstructionRequestSchema,
  type AdminSettings,
  type PublicSettings,
  type SetCurrentCohortRequest,
  type SetOperatorsUnderConstructionRequest,
} from '@morphic/contracts';
import type { LogPosition } from '@morphic/stores';
import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { Access } from '../../../infrastructure/auth/access.decorator';
import type { CommandContext } from '../../../infrastructure/commands/command-context';
import { CommandEndpoint } from '../../../infrastructure/http/command.decorator';
import { ReadYourWrites } from '../../../infrastructure/http/read-your-writes';
import { Ctx } from '../../../infrastructure/http/request-context';
import { ApiZodBody, ZodBody } from '../../../infrastructure/http/zod-body';
import { ChangeSetting } from './commands/change-setting.handler';
import type { SettingsCommand } from './settings.decider';
import { GetAdminSettings, GetPublicSettings } from './queries/get-settings.handler';

/** `POST /api/admin/settings` takes either setting, or both, in the shape GET returns. */
const UpdateSettingsRequestSchema = z
  .object({
    current_cohort: SetCurrentCohortRequestSchema.optional(),
    operators_under_construction: SetOperatorsUnderConstructionRequestSchema.optional(),
  })
  .refine((body) => body.current_cohort || body.operators_under_construction, {
    message: 'Nothing to update: send current_cohort or operators_under_construction',
  });

interface SettingsCommandResult {
  success: true;
  message: string;
  settings: AdminSettings;
  position: LogPosition | null;
}

@ApiTags('settings')
@Controller('api')
export class SettingsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Get('settings/public')
  @Access('public')
  publicSettings(): Promise<PublicSettings> {
    return this.queries.execute(new GetPublicSettings());
  }

  @Get('admin/settings')
  @Access('admin')
  adminSettings(): Promise<AdminSettings> {
    return this.queries.execute(new GetAdminSettings());
  }

  @Post('admin/settings/current_cohort')
  @HttpCode(200)
  @Access('admin')
  @CommandEndpoint()
  @ApiZodBody(SetCurrentCohortRequestSchema)
  setCurrentCohort(
    @ZodBody(SetCurrentCohortRequestSchema) body: SetCurrentCohortRequest,
    @Ctx() context: CommandContext,
  ): Promise<SettingsCommandResult> {
    return this.change(
      [{ kind: 'SetCurrentCohort', name: body.name }],
      MESSAGES.cohortSet(body.name),
      context,
    );
  }

  @Post('admin/settings/operators-under-construction')
  @HttpCode(200)
  @Access('admin')
  @CommandEndpoint()
  @ApiZodBody(SetOperatorsUnderConstructionRequestSchema)
  setOperatorsUnderConstruction(
    @ZodBody(SetOperatorsUnderConstructionRequestSchema) body: SetOperatorsUnderConstructionRequest,
    @Ctx() context: CommandContext,
  ): Promise<SettingsCommandResult> {
    return this.change(
      [{ kind: 'SetOperatorsUnderConstruction', enabled: body.enabled }],
      MESSAGES.underConstructionSet(body.enabled),
      context,
    );
  }

  @Post('admin/settings')
  @HttpCode(200)
  @Access('admin')
  @CommandEndpoint()
  @ApiZodBody(UpdateSettingsRequestSchema)
  updateSettings(
    @ZodBody(UpdateSettingsRequestSchema) body: z.infer<typeof UpdateSettingsRequestSchema>,
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
