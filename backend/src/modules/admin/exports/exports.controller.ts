import { EXPORTS_ENDPOINTS, EXPORTS_TEXTS } from '@morphic/contracts';
import { Controller, Res, StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ForbiddenMessage } from '#infrastructure/auth/access.decorator';
import { csvDownload } from '#infrastructure/csv/csv-download';
import { csvStream } from '#infrastructure/csv/csv-stream';
import { Endpoint } from '#infrastructure/http/endpoint.decorator';
import {
  ASSIGNMENT_COLUMNS,
  JOINED_COLUMNS,
  MISSION_COLUMNS,
  OPERATOR_COLUMNS,
  VALIDATION_COLUMNS,
} from './export-columns';
import { ExportRows } from './export-rows';

const { operators, missions, assignments, validations, joined } = EXPORTS_ENDPOINTS;

/** The five CSV downloads of the data-export tab, each streamed as it is read. */
@ApiTags('admin')
@ForbiddenMessage(EXPORTS_TEXTS.mustBeAdmin)
@Controller()
export class ExportsController {
  constructor(private readonly rows: ExportRows) {}

  @Endpoint(operators)
  operators(@Res({ passthrough: true }) response: Response): StreamableFile {
    return csvDownload(
      response,
      'operators.csv',
      csvStream(this.rows.operators(), OPERATOR_COLUMNS),
    );
  }

  @Endpoint(missions)
  missions(@Res({ passthrough: true }) response: Response): StreamableFile {
    return csvDownload(response, 'missions.csv', csvStream(this.rows.missions(), MISSION_COLUMNS));
  }

  @Endpoint(assignments)
  assignments(@Res({ passthrough: true }) response: Response): StreamableFile {
    return csvDownload(
      response,
      'assignments.csv',
      csvStream(this.rows.assignments(), ASSIGNMENT_COLUMNS),
    );
  }

  @Endpoint(validations)
  validations(@Res({ passthrough: true }) response: Response): StreamableFile {
    return csvDownload(
      response,
      'validations.csv',
      csvStream(this.rows.validations(), VALIDATION_COLUMNS),
    );
  }

  @Endpoint(joined)
  joined(@Res({ passthrough: true }) response: Response): StreamableFile {
    return csvDownload(response, 'joined.csv', csvStream(this.rows.joined(), JOINED_COLUMNS));
  }
}
