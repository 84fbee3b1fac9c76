import {
  ALL_PROJECTIONS,
  readModelSnapshot,
  rebuildProjections,
  silentLogger,
  type ReadModelSnapshot,
  type RebuildResult,
} from '@morphic/projections';
import { SqliteEventStore } from '../infrastructure/event-store/sqlite-event-store';
import { MemoryReadStore } from '../infrastructure/read-store/memory-read-store';

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
