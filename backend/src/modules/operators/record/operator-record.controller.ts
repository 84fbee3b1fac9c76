import {
  CHARACTER_REPORT_TEXTS,
  SubmitCharacterReportRequestSchema,
  type CharacterReportResponse,
  type OperatorRecordResponse,
} from '@morphic/contracts';
import type { LogPosition } from '@morphic/stores';
import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../infrastructure/auth/access.decorator';
import type { AuthenticatedRequest } from '../../../infrastructure/auth/principal';
import type { CommandContext } from '../../../infrastructure/commands/command-context';
import { CommandEndpoint } from '../../../infrastructure/http/command.decorator';
import { ReadYourWrites } from '../../../infrastructure/http/read-your-writes';
import { Ctx } from '../../../infrastructure/http/request-context';
import { ApiZodBody, parseInput } from '../../../infrastructure/http/zod-body';
import { SubmitCharacterReport } from '../character-report/commands/submit-character-report.handler';
import { assertOwn, assertOwnOrAdmin, principalOf } from '../../../infrastructure/auth/ownership';
import { GetOperatorRecord } from './queries/get-operator-record.handler';

type CharacterReportResult = Omit<CharacterReportResponse, 'position'> & {
  position: LogPosition | null;
};

@ApiTags('operators')
@ApiBearerAuth()
@Controller('api/operators/:id')
export class OperatorRecordController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  /** The operator's own record; admins and founders may read anyone's. */
  @Get()
  @Access('user')
  async record(
    @Param('id') id: string,
    @Req() request: AuthenticatedRequest,
  ): Promise<OperatorRecordResponse> {
    assertOwnOrAdmin(principalOf(request), id);
    return { success: true, operator: await this.queries.execute(new GetOperatorRecord(id)) };
  }

  /** Submits (or updates) the caller's own character report. */
  @Post('character-report')
  @HttpCode(200)
  @Access('user')
  @CommandEndpoint()
  @ApiZodBody(SubmitCharacterReportRequestSchema)
  async submitCharacterReport(
    @Param('id') id: string,
    @Body() body: unknown,
    @Req() request: AuthenticatedRequest,
    @Ctx() context: CommandContext,
  ): Promise<CharacterReportResult> {
    assertOwn(principalOf(request), id, CHARACTER_REPORT_TEXTS.ownReportOnly);
    // Parsed after the ownership check, so a stranger learns nothing from validation errors.
    const { character_report: report } = parseInput(SubmitCharacterReportRequestSchema, body);
    const { position, updated } = await this.commands.execute(
      new SubmitCharacterReport(id, report, context),
    );
    await this.readYourWrites.settled(position);
    return {
      success: true,
      message: updated ? CHARACTER_REPORT_TEXTS.updated : CHARACTER_REPORT_TEXTS.submitted,
      operator: await this.queries.execute(new GetOperatorRecord(id)),
      position,
    };
  }
}
