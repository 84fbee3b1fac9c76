import { EXPORTS_ENDPOINTS, EXPORTS_TEXTS } from '@morphic/contracts';
import { Res } from '@nestjs/common';
import type { Response } from 'express';
import { ForbiddenMessage } from '#infrastructure/auth/access.decorator';
import { csvDownload } from '#infrastructure/csv/csv-download';
import { csvStream } from '#infrastructure/csv/csv-stream';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ASSIGNMENT_COLUMNS } from '../export-columns';
import { ExportRows } from '../export-rows';

const { assignments } = EXPORTS_ENDPOINTS;

/** Every assignment (missions and onboarding tasks) as CSV, streamed as it is read. */
@ForbiddenMessage(EXPORTS_TEXTS.mustBeAdmin)
@HandlesEndpoint(assignments)
export class AssignmentsExport {
  constructor(private readonly rows: ExportRows) {}

  async handle(
    _request: EndpointRequest<typeof assignments>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<Reply<typeof assignments>> {
    return csvDownload(
      response,
      'assignments.csv',
      csvStream(this.rows.assignments(), ASSIGNMENT_COLUMNS),
    );
  }
}
