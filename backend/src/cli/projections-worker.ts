import { ALL_PROJECTIONS, ProjectionRunner, formatProgress } from '@morphic/projections';
import { loadConfig } from '#infrastructure/config/app-config';
import { cliLogger, openStores } from './cli-support';

/**
 * `npm run projections:worker`: runs the projections in their own process (the docker-compose
 * path); the backend then runs with PROJECTIONS_MODE=worker and follows the saved checkpoints.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.mongoUrl) {
    throw new Error(
      'The projections worker writes to MongoDB: set MONGO_URL. With the embedded read store the projections run inside the backend.',
    );
  }
  const logger = cliLogger(config, 'projections-worker');
  const stores = await openStores(config);
  const runner = new ProjectionRunner({
    eventStore: stores.eventStore,
    readStore: stores.readStore,
    projections: ALL_PROJECTIONS,
    logger,
    maxBatchEvents: config.projectionBatchEvents,
    onCatchUp: (progress) =>
      logger.info({ ...progress }, `Catching up: ${formatProgress(progress)}`),
  });
  await runner.start();
  await runner.whenCaughtUp();
  logger.info({ projections: runner.status() }, 'Projections are live');

  const shutdown = async (signal: string): Promise<void> => {
    logger.info({ signal }, 'Stopping: saving checkpoints');
    await runner.stop();
    await stores.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Projections worker failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
