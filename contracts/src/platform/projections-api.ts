import { z } from 'zod';
import { ProjectionStatusSchema, ReactorStatusSchema } from './api';

/**
 * An online rebuild of one projection: idle (none running; the last one's figures stay),
 * rebuilding (a new generation of its collections catches up from the start of the log beside
 * the live one), switching (the new generation takes the last events and becomes live), failed
 * (the new generation was dropped; the live one never stopped).
 */
export const RebuildStateSchema = z.enum(['idle', 'rebuilding', 'switching', 'failed']);
export type RebuildState = z.infer<typeof RebuildStateSchema>;

export const ProjectionRebuildProgressSchema = z.object({
  projection: z.string(),
  state: RebuildStateSchema,
  /** The generation being built (or last built) beside the live one. */
  generation: z.number().int(),
  /** Events of the log read into the new generation so far. */
  events: z.number().int(),
  events_per_second: z.number(),
  /** Share of the log up to the live read model's position, 0..1. */
  fraction: z.number(),
  eta_seconds: z.number().nullable(),
  started_at: z.string(),
  /** When it switched over (or failed); null while it runs. */
  finished_at: z.string().nullable(),
  error: z.string().nullable(),
});
export type ProjectionRebuildProgress = z.infer<typeof ProjectionRebuildProgressSchema>;

export const ProjectionOverviewSchema = ProjectionStatusSchema.extend({
  /** Head of the log minus the projection's position: events on the embedded store. */
  lag: z.number().nullable(),
  /** The generation of its collections queries read now (0: never rebuilt online). */
  generation: z.number().int(),
  collections: z.array(z.string()),
  /** The running or last online rebuild since the server started; null if none. */
  rebuild: ProjectionRebuildProgressSchema.nullable(),
});
export type ProjectionOverview = z.infer<typeof ProjectionOverviewSchema>;

export const ProjectionsOverviewResponseSchema = z.object({
  event_store: z.object({ head: z.string().nullable() }),
  /** Where the projections run: in this process (rebuild possible) or a separate worker. */
  mode: z.enum(['in_process', 'worker']),
  projections: z.array(ProjectionOverviewSchema),
  /** The reactors (after-effects: mails, Jira, deadlines), as `/api/ready` lists them. */
  reactors: z.array(ReactorStatusSchema),
});
export type ProjectionsOverviewResponse = z.infer<typeof ProjectionsOverviewResponseSchema>;
