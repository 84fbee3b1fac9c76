import { z } from 'zod';

export const HelloResponseSchema = z.object({ message: z.string(), status: z.literal('online') });
export type HelloResponse = z.infer<typeof HelloResponseSchema>;

/** Every 4xx/5xx answer: `error` is the user-facing text (the spec's wording where it names one). */
export const ErrorResponseSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  status: z.number(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  retry_after_seconds: z.number().optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const HealthResponseSchema = z.object({
  status: z.literal('ok'),
  uptime_seconds: z.number(),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

export const ProjectionStatusSchema = z.object({
  name: z.string(),
  version: z.number(),
  position: z.string().nullable(),
  state: z.enum(['catching_up', 'live', 'failed', 'stopped']),
  error: z.string().nullable(),
});
export type ProjectionStatus = z.infer<typeof ProjectionStatusSchema>;

/** A reactor: how far it has acted on the log, and how far behind the head it is. */
export const ReactorStatusSchema = z.object({
  name: z.string(),
  position: z.string().nullable(),
  /** Head minus the reactor's position, as for the projections. */
  lag: z.number().nullable(),
  state: z.enum(['catching_up', 'live', 'failed', 'stopped']),
  error: z.string().nullable(),
});
export type ReactorStatus = z.infer<typeof ReactorStatusSchema>;

export const ReadyResponseSchema = z.object({
  ready: z.boolean(),
  event_store: z.object({ reachable: z.boolean(), head: z.string().nullable() }),
  projections: z.object({
    caught_up: z.boolean(),
    position: z.string().nullable(),
    /** Head minus read-model position: events on the embedded store, log bytes on KurrentDB. */
    lag: z.number().nullable(),
    items: z.array(ProjectionStatusSchema),
  }),
  /** A failed reactor makes the platform not ready: its after-effects have stopped. */
  reactors: z.array(ReactorStatusSchema),
});
export type ReadyResponse = z.infer<typeof ReadyResponseSchema>;

/** `GET /api/dev/read-models`: every read-model document, by collection (never in production). */
export const ReadModelsResponseSchema = z.object({
  collections: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type ReadModelsResponse = z.infer<typeof ReadModelsResponseSchema>;
