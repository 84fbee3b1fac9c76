import { CHARACTER_REPORT_TEXTS, OPERATORS_ENDPOINTS, type BodyOf } from '@morphic/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Caller } from '#infrastructure/auth/caller.decorator';
import { assertOwn } from '#infrastructure/auth/ownership';
import type { Principal } from '#infrastructure/auth/principal';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { DeferredRequestBody, PathParam } from '#infrastructure/http/endpoint-input';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { Endpoint } from '#infrastructure/http/endpoint.decorator';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { Ctx } from '#infrastructure/http/request-context';
import { SubmitCharacterReport } from '../character-report/commands/submit-character-report.handler';
import { GetOperatorRecord } from './queries/get-operator-record.handler';

const { submitCharacterReport } = OPERATORS_ENDPOINTS;

/**
 * Still a controller: a handler gets its body parsed before `handle` runs, and this endpoint
 * must refuse a stranger (403) before any validation of the body.
 */
@ApiTags('operators')
@Controller()
export class OperatorRecordController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  /** Submits (or updates) the caller's own character report. */
  @Endpoint(submitCharacterReport)
  async submitCharacterReport(
    @PathParam('id') id: string,
    @DeferredRequestBody() body: () => BodyOf<typeof submitCharacterReport>,
    @Caller() caller: Principal,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof submitCharacterReport>> {
    assertOwn(caller, id, CHARACTER_REPORT_TEXTS.ownReportOnly);
    // Parsed after the ownership check, so a stranger learns nothing from validation errors.
    const { character_report: report } = body();
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
