import { z } from 'zod';
import { SkillVectorSchema, SubmissionFileSchema } from '../missions/values';
import {
  OnboardingDifficultySchema,
  OnboardingValidatorKindSchema,
} from './onboarding-bank-values';

export const ONBOARDING_TASKS_COLLECTION = 'onboarding_tasks';

export const OnboardingTaskDocSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  skill_tag: z.string(),
  skill_tag_lower: z.string(),
  difficulty: OnboardingDifficultySchema,
  estimated_hours: z.string(),
  required_skill_vector: SkillVectorSchema,
  reward_amount: z.number(),
  validator_kind: OnboardingValidatorKindSchema,
  version: z.number(),
  active: z.boolean(),
  created_at: z.string(),
  /** When an admin last saved it (absent: never since it was added). */
  updated_at: z.string().optional(),
  /** The answer key's files: private to validators and admins (absent: none uploaded). */
  answer_key_files: z.array(SubmissionFileSchema).optional(),
  /** Set when deleted: the task is inactive and out of the console's list for good. */
  deleted_at: z.string().optional(),
  /** Revision of the last event of the task's stream applied here (absent: only the first). */
  stream_revision: z.number().optional(),
});
export type OnboardingTaskDoc = z.infer<typeof OnboardingTaskDocSchema>;
