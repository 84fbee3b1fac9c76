import { EXPORTS_ENDPOINTS, EXPORTS_TEXTS } from '@morphic/contracts';
import { Res } from '@nestjs/common';
import type { Response } from 'express';
import { ForbiddenMessage } from '#infrastructure/auth/access.decorator';
import { csvDownload } from '#infrastructure/csv/csv-download';
import { csvStream } from '#infrastructure/csv/csv-stream';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { MISSION_COLUMNS } from '../export-columns';
import { ExportRows } from '../export-rows';

const { missions } = EXPORTS_ENDPOINTS;

/** Every mission as CSV, streamed as it is read. */
@ForbiddenMessage(EXPORTS_TEXTS.mustBeAdmin)
@HandlesEndpoint(missions)
export class MissionsExport {
  constructor(private readonly rows: ExportRows) {}

  async handle(
    _request: EndpointRequest<typeof missions>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<Reply<typeof missions>> {
    return csvDownload(response, 'missions.csv', csvStream(this.rows.missions(), MISSION_COLUMNS));
  }
}
