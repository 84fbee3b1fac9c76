import type { RuntimeLogger } from '@morphic/projections';
import { Logger } from '@nestjs/common';

/** Routes the projections runtime's structured logs through the app's (pino) logger. */
export function runtimeLogger(context: string): RuntimeLogger {
  const logger = new Logger(context);
  return {
    info: (fields, message) => logger.log({ ...fields, msg: message }),
    warn: (fields, message) => logger.warn({ ...fields, msg: message }),
    error: (fields, message) => logger.error({ ...fields, msg: message }),
  };
}
