import type { CommandAnswer } from '../http/define-endpoint';
import { z } from 'zod';

export const AlgorithmSectionViewSchema = z.object({
  section: z.string(),
  title: z.string(),
  values: z.record(z.string(), z.number()),
  /** `saved`: an admin's values; `environment`: the environment's (or built-in) defaults. */
  source: z.enum(['saved', 'environment']),
  saved_by: z.string().nullable(),
  saved_by_username: z.string().nullable(),
  saved_at: z.string().nullable(),
});
export type AlgorithmSectionView = z.infer<typeof AlgorithmSectionViewSchema>;

export const AlgorithmConfigResponseSchema = z.object({
  sections: z.array(AlgorithmSectionViewSchema),
});
export type AlgorithmConfigResponse = z.infer<typeof AlgorithmConfigResponseSchema>;

export const AlgorithmParamDocSchema = z.object({
  key: z.string(),
  label: z.string(),
  description: z.string(),
  min: z.number(),
  max: z.number(),
  integer: z.boolean(),
  /** What applies without a saved value: the environment variable's value, else the built-in one. */
  default: z.number(),
  built_in_default: z.number(),
  env: z.string(),
});
export type AlgorithmParamDoc = z.infer<typeof AlgorithmParamDocSchema>;

export const AlgorithmConfigDocsResponseSchema = z.object({
  sections: z.array(
    z.object({
      section: z.string(),
      title: z.string(),
      description: z.string(),
      used_by: z.string(),
      params: z.array(AlgorithmParamDocSchema),
    }),
  ),
});
export type AlgorithmConfigDocsResponse = z.infer<typeof AlgorithmConfigDocsResponseSchema>;

/** A section's values, every parameter by name (checked against the section's own schema). */
export const SaveAlgorithmSectionRequestSchema = z.record(z.string(), z.unknown(), {
  error: 'Send the section’s parameters as an object',
});

export const SaveAlgorithmSectionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  section: AlgorithmSectionViewSchema,
});
export type SaveAlgorithmSectionResponse = CommandAnswer<typeof SaveAlgorithmSectionResponseSchema>;

export const ReloadAlgorithmConfigResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  config: AlgorithmConfigResponseSchema,
});
export type ReloadAlgorithmConfigResponse = CommandAnswer<
  typeof ReloadAlgorithmConfigResponseSchema
>;
