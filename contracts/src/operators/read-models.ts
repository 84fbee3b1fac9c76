import { z } from 'zod';
import { DifficultySchema, SkillVectorSchema } from '../missions/values';

export const ONBOARDING_TASKS_COLLECTION = 'onboarding_tasks';

export const OnboardingTaskDocSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  skill_tag: z.string(),
  skill_tag_lower: z.string(),
  difficulty: DifficultySchema,
  estimated_hours: z.string(),
  required_skill_vector: SkillVectorSchema,
  reward_amount: z.number(),
  validator_kind: z.enum(['automated', 'peer']),
  version: z.number(),
  active: z.boolean(),
  created_at: z.string(),
});
export type OnboardingTaskDoc = z.infer<typeof OnboardingTaskDocSchema>;
