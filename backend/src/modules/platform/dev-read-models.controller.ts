import { PLATFORM_ENDPOINTS } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { readModelSnapshot } from '@morphic/projections';
import { Controller, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { Endpoint } from '#infrastructure/http/endpoint.decorator';
import { READ_STORE } from '#infrastructure/tokens';

const { devReadModels } = PLATFORM_ENDPOINTS;

/**
 * Every read-model document, for checking outside production that a rebuild from the log
 * yields exactly the live read models (the benchmarks compare them after a load run).
 */
@ApiTags('platform')
@Controller()
export class DevReadModelsController {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  @Endpoint(devReadModels)
  async readModels(): Promise<Reply<typeof devReadModels>> {
    return { collections: await readModelSnapshot(this.store) };
  }
}
