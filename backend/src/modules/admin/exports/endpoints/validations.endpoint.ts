import { EXPORTS_ENDPOINTS, EXPORTS_TEXTS } from '@morphic/contracts';
import { Res } from '@nestjs/common';
import type { Response } from 'express';
import { ForbiddenMessage } from '#infrastructure/auth/access.decorator';
import { csvDownload } from '#infrastructure/csv/csv-download';
import { csvStream } from '#infrastructure/csv/csv-stream';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { VALIDATION_COLUMNS } from '../export-columns';
import { ExportRows } from '../export-rows';

const { validations } = EXPORTS_ENDPOINTS;

/** Every validation job as CSV, streamed as it is read. */
@ForbiddenMessage(EXPORTS_TEXTS.mustBeAdmin)
@HandlesEndpoint(validations)
export class ValidationsExport {
  constructor(private readonly rows: ExportRows) {}

  async handle(
    _request: EndpointRequest<typeof validations>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<Reply<typeof validations>> {
    return csvDownload(
      response,
      'validations.csv',
      csvStream(this.rows.validations(), VALIDATION_COLUMNS),
    );
  }
}
