import { OPERATOR_ADMIN_ENDPOINTS } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { Inject, Res, StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import type { AppConfig } from '#infrastructure/config/app-config';
import { csvDownload } from '#infrastructure/csv/csv-download';
import { csvStream } from '#infrastructure/csv/csv-stream';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { APP_CONFIG, READ_STORE } from '#infrastructure/tokens';
import { OPERATOR_CSV_COLUMNS, jsonArrayStream, operatorPages } from '../operator-export';

const { adminExportOperators } = OPERATOR_ADMIN_ENDPOINTS;

/** A download either way; both are written as the pages are read. */
@HandlesEndpoint(adminExportOperators)
export class ExportOperators {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async handle(
    { query }: EndpointRequest<typeof adminExportOperators>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<Reply<typeof adminExportOperators>> {
    const pages = operatorPages(this.store, this.config.founderUsernames);
    if (query.format === 'csv') {
      return csvDownload(response, 'operators.csv', csvStream(pages, OPERATOR_CSV_COLUMNS));
    }
    response.attachment('operators.json');
    response.type('application/json');
    response.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(jsonArrayStream(pages));
  }
}
