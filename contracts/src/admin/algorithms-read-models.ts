import { z } from 'zod';

/** One saved section of the algorithm configuration; a section without a document uses the environment. */
export const ALGORITHM_CONFIG_COLLECTION = 'algorithm_config';

export const AlgorithmConfigDocSchema = z.object({
  /** The section's name. */
  _id: z.string(),
  values: z.record(z.string(), z.number()),
  saved_by: z.string().nullable(),
  saved_at: z.string(),
  /** Revision of the `algorithm-config` event applied here. */
  stream_revision: z.number(),
});
export type AlgorithmConfigDoc = z.infer<typeof AlgorithmConfigDocSchema>;
