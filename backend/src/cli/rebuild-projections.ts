import { ALL_PROJECTIONS, formatProgress, rebuildProjections } from '@morphic/projections';
import { loadConfig } from '#infrastructure/config/app-config';
import { cliLogger, openStores } from './cli-support';

/**
 * `npm run projections:rebuild`: drops every read model and replays the whole log into it,
 * printing events done, events/s and ETA. Stop the backend and the worker first: two
 * writers replaying into the same read models would interleave.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const stores = await openStores(config);
  try {
    const result = await rebuildProjections({
      eventStore: stores.eventStore,
      readStore: stores.readStore,
      projections: ALL_PROJECTIONS,
      logger: cliLogger(config, 'projections-rebuild'),
      onProgress: (progress) => process.stdout.write(`Rebuilding: ${formatProgress(progress)}\n`),
    });
    const rate = Math.round(result.events / Math.max(result.seconds, 0.001));
    process.stdout.write(
      `Rebuilt ${ALL_PROJECTIONS.length} read models from ${result.events} events in ${result.seconds.toFixed(1)}s (${rate} events/s).\n`,
    );
  } finally {
    await stores.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Rebuild failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
