import { z } from 'zod';

/**
 * The log position of a command's events, as text (also in the X-Event-Position header); null
 * when the command changed nothing.
 */
export const EventPositionSchema = z
  .string()
  .nullable()
  .describe('Log position of the command’s events (null: nothing changed)');
