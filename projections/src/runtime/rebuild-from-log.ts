import { MemoryReadStore, SqliteEventStore } from '@morphic/stores';
import { ALL_PROJECTIONS } from '../all-projections';
import { silentLogger } from './logger';
import { readModelSnapshot, type ReadModelSnapshot } from './read-model-snapshot';
import { rebuildProjections, type RebuildResult } from './rebuild';

export interface RebuiltReadModels {
  readonly snapshot: ReadModelSnapshot;
  readonly rebuild: RebuildResult;
}

/**
 * Replays the embedded log under `dataDir` through every projection into a scratch read store,
 * as `npm run projections:rebuild` does, and returns every document it yields. The server may
 * keep running: SQLite in WAL mode lets this process read the log beside it.
 */
export async function rebuildReadModelsFromLog(dataDir: string): Promise<RebuiltReadModels> {
  const log = SqliteEventStore.open({ dataDir });
  const rebuilt = new MemoryReadStore();
  try {
    const rebuild = await rebuildProjections({
      eventStore: log,
      readStore: rebuilt,
      projections: ALL_PROJECTIONS,
      logger: silentLogger,
    });
    return { snapshot: await readModelSnapshot(rebuilt), rebuild };
  } finally {
    await log.close();
    await rebuilt.close();
  }
}
