import { StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import type { Readable } from 'node:stream';

/** Sends a CSV stream as a download named `fileName`, never cached. */
export function csvDownload(response: Response, fileName: string, csv: Readable): StreamableFile {
  response.attachment(fileName);
  response.type('text/csv; charset=utf-8');
  response.setHeader('Cache-Control', 'private, no-store');
  return new StreamableFile(csv);
}
