import type { Document, ReadStore } from '@morphic/contracts';
import { CHECKPOINTS_COLLECTION } from '@morphic/projections';
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
  async readModels(): Promise<{ collections: Record<string, Document[]> }> {
    const names = (await this.store.listCollections()).filter(
      (name) => name !== CHECKPOINTS_COLLECTION,
    );
    const collections: Record<string, Document[]> = {};
    for (const name of names.sort()) {
      collections[name] = await this.store.collection(name).find({}, { sort: { _id: 1 } });
    }
    return { collections };
  }
}
