import { EXPORTS_ENDPOINTS, EXPORTS_TEXTS } from '@morphic/contracts';
import { Res } from '@nestjs/common';
import type { Response } from 'express';
import { ForbiddenMessage } from '#infrastructure/auth/access.decorator';
import { csvDownload } from '#infrastructure/csv/csv-download';
import { csvStream } from '#infrastructure/csv/csv-stream';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { OPERATOR_COLUMNS } from '../export-columns';
import { ExportRows } from '../export-rows';

const { operators } = EXPORTS_ENDPOINTS;

/** Every operator account as CSV (no password, 2FA or token column), streamed as it is read. */
@ForbiddenMessage(EXPORTS_TEXTS.mustBeAdmin)
@HandlesEndpoint(operators)
export class OperatorsExport {
  constructor(private readonly rows: ExportRows) {}

  async handle(
    _request: EndpointRequest<typeof operators>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<Reply<typeof operators>> {
    return csvDownload(
      response,
      'operators.csv',
      csvStream(this.rows.operators(), OPERATOR_COLUMNS),
    );
  }
}
