import { z } from 'zod';
import { defineEvent } from '../envelope';
import { DifficultySchema, SkillVectorSchema } from '../missions/events';

/** A task of the onboarding bank: the work that proves one skill. */
export const OnboardingTaskAdded = defineEvent(
  'OnboardingTaskAdded',
  z.object({
    task_id: z.string(),
    title: z.string(),
    description: z.string(),
    skill_tag: z.string(),
    difficulty: DifficultySchema,
    estimated_hours: z.string(),
    required_skill_vector: SkillVectorSchema,
    reward_amount: z.number().min(0),
    validator_kind: z.enum(['automated', 'peer']),
    active: z.boolean(),
  }),
);

export const operatorEvents = [OnboardingTaskAdded] as const;
