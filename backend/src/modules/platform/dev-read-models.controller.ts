import type { ReadStore } from '@morphic/stores';
import { readModelSnapshot, type ReadModelSnapshot } from '@morphic/projections';
import { Controller, Get, Inject } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Access } from '../../infrastructure/auth/access.decorator';
import { READ_STORE } from '../../infrastructure/tokens';

/**
 * Every read-model document, for checking outside production that a rebuild from the log
 * yields exactly the live read models (the benchmarks compare them after a load run).
 */
@ApiTags('platform')
@ApiBearerAuth()
@Controller('api/dev')
export class DevReadModelsController {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  @Get('read-models')
  @Access('admin')
  async readModels(): Promise<{ collections: ReadModelSnapshot }> {
    return { collections: await readModelSnapshot(this.store) };
  }
}
