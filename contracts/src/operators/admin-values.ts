import { z } from 'zod';

/** An operator account's status as an admin sets it (spec 03 "Operator status"). */
export const OperatorStatusSchema = z.enum(['active', 'suspended']);
export type OperatorStatus = z.infer<typeof OperatorStatusSchema>;

/** The flags an admin toggles on an operator, singly or in bulk (spec 03 "Operator flags"). */
export const OperatorFlagsSchema = z.object({
  is_vetted: z.boolean().optional(),
  character_report_completed: z.boolean().optional(),
  onboarding_completed: z.boolean().optional(),
  compliant: z.boolean().optional(),
  timezone_overlap_ok: z.boolean().optional(),
});
export type OperatorFlags = z.infer<typeof OperatorFlagsSchema>;
export const OPERATOR_FLAG_NAMES = [
  'is_vetted',
  'character_report_completed',
  'onboarding_completed',
  'compliant',
  'timezone_overlap_ok',
] as const satisfies readonly (keyof OperatorFlags)[];

/** The fields of the spec's operator edit that are neither role, status nor a flag. */
export const OperatorDetailChangesSchema = z.object({
  handle: z.string().optional(),
  email: z.string().optional(),
  full_name: z.string().nullable().optional(),
  timezone: z.string().nullable().optional(),
  cohort: z.string().nullable().optional(),
  level: z.number().int().optional(),
  capacity_hours: z.number().int().optional(),
  streak: z.number().int().optional(),
  reliability_alpha: z.number().optional(),
  reliability_beta: z.number().optional(),
  skill_vector: z.record(z.string(), z.number()).optional(),
  prefs: z.record(z.string(), z.unknown()).optional(),
});
export type OperatorDetailChanges = z.infer<typeof OperatorDetailChangesSchema>;
