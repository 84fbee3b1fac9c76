import { z } from 'zod';

/** open: waiting for a validator; claimed: in review; completed: decided; withdrawn: unsubmitted. */
export const ValidationJobStatusSchema = z.enum(['open', 'claimed', 'completed', 'withdrawn']);
export type ValidationJobStatus = z.infer<typeof ValidationJobStatusSchema>;
