import { z } from 'zod';
import { defineEvent } from '../envelope';
import { SubmissionFileSchema, SkillVectorSchema } from '../missions/values';
import {
  OnboardingDifficultySchema,
  OnboardingValidatorKindSchema,
} from './onboarding-bank-values';

/** An admin saved a bank task (stream `onboardingtask-<id>`): every field, as saved. */
export const OnboardingTaskUpdated = defineEvent(
  'OnboardingTaskUpdated',
  z.object({
    task_id: z.string(),
    title: z.string(),
    description: z.string(),
    skill_tag: z.string(),
    difficulty: OnboardingDifficultySchema,
    required_skill_vector: SkillVectorSchema,
    reward_amount: z.number().min(0),
    validator_kind: OnboardingValidatorKindSchema,
    version: z.number().int().min(1),
    active: z.boolean(),
  }),
);

/** The task leaves the bank: never handed out again; attempts already made keep its name. */
export const OnboardingTaskDeleted = defineEvent(
  'OnboardingTaskDeleted',
  z.object({ task_id: z.string() }),
);

/** The task's answer key is now these files (they replace any earlier key). */
export const OnboardingTaskAnswerKeyUploaded = defineEvent(
  'OnboardingTaskAnswerKeyUploaded',
  z.object({ task_id: z.string(), files: z.array(SubmissionFileSchema).min(1) }),
);

export const onboardingBankEvents = [
  OnboardingTaskUpdated,
  OnboardingTaskDeleted,
  OnboardingTaskAnswerKeyUploaded,
] as const;
