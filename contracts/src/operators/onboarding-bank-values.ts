import { z } from 'zod';
import { DifficultySchema } from '../missions/values';

/**
 * A bank task's difficulty: the console's four options (spec 03, "Onboarding task save"), and
 * `beginner`, which tasks saved before the console have.
 */
export const ONBOARDING_DIFFICULTIES = [
  'startup_founding_engineer',
  'founding_engineer',
  'intermediate',
  'advanced',
] as const;
export const OnboardingDifficultySchema = z.enum([
  ...ONBOARDING_DIFFICULTIES,
  ...DifficultySchema.options,
]);
export type OnboardingDifficulty = z.infer<typeof OnboardingDifficultySchema>;

/**
 * Who judges a bank task's submissions: `ai_reference` (against the task's answer key; the
 * console's only choice) or, for tasks saved before the console, `peer` and `automated`.
 */
export const OnboardingValidatorKindSchema = z.enum(['ai_reference', 'automated', 'peer']);
export type OnboardingValidatorKind = z.infer<typeof OnboardingValidatorKindSchema>;

/** What every save from the console sends (spec 03): version 1, reward 0, ai_reference. */
export const ONBOARDING_BANK_DEFAULTS = {
  version: 1,
  reward_amount: 0,
  validator_kind: 'ai_reference',
  difficulty: 'startup_founding_engineer',
} as const;
