import { CHARACTER_REPORT_TEXTS, OPERATORS_ENDPOINTS } from '@morphic/contracts';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { assertOwn } from '#infrastructure/auth/ownership';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { SubmitCharacterReport } from '../../character-report/commands/submit-character-report.handler';
import { GetOperatorRecord } from '../queries/get-operator-record.handler';

const { submitCharacterReport } = OPERATORS_ENDPOINTS;

/** Submits (or updates) the caller's own character report. */
@HandlesEndpoint(submitCharacterReport, { bodyAfterAccessCheck: true })
export class SubmitOwnCharacterReport {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  async handle(
    request: EndpointRequest<typeof submitCharacterReport>,
  ): Promise<Reply<typeof submitCharacterReport>> {
    const { id } = request.params;
    assertOwn(request.caller, id, CHARACTER_REPORT_TEXTS.ownReportOnly);
    // Read after the ownership check, so a stranger learns nothing from validation errors.
    const { character_report: report } = request.body;
    const { position, updated } = await this.commands.execute(
      new SubmitCharacterReport(id, report, request.context),
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
