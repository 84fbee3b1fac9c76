import { PLATFORM_ENDPOINTS } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { readModelSnapshot } from '@morphic/projections';
import { Inject } from '@nestjs/common';
import { HandlesEndpoint } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { READ_STORE } from '#infrastructure/tokens';

const { devReadModels } = PLATFORM_ENDPOINTS;

/**
 * Every read-model document, for checking outside production that a rebuild from the log
 * yields exactly the live read models (the benchmarks compare them after a load run).
 */
@HandlesEndpoint(devReadModels)
export class DevReadModels {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async handle(): Promise<Reply<typeof devReadModels>> {
    return { collections: await readModelSnapshot(this.store) };
  }
}
