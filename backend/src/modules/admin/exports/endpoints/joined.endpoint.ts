import { EXPORTS_ENDPOINTS, EXPORTS_TEXTS } from '@morphic/contracts';
import { Res } from '@nestjs/common';
import type { Response } from 'express';
import { ForbiddenMessage } from '#infrastructure/auth/access.decorator';
import { csvDownload } from '#infrastructure/csv/csv-download';
import { csvStream } from '#infrastructure/csv/csv-stream';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { JOINED_COLUMNS } from '../export-columns';
import { ExportRows } from '../export-rows';

const { joined } = EXPORTS_ENDPOINTS;

/** One row per assignment with its operator and mission columns, as CSV, streamed as it is read. */
@ForbiddenMessage(EXPORTS_TEXTS.mustBeAdmin)
@HandlesEndpoint(joined)
export class JoinedExport {
  constructor(private readonly rows: ExportRows) {}

  async handle(
    _request: EndpointRequest<typeof joined>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<Reply<typeof joined>> {
    return csvDownload(response, 'joined.csv', csvStream(this.rows.joined(), JOINED_COLUMNS));
  }
}
