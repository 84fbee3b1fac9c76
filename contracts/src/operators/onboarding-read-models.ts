import { z } from 'zod';
import { OnboardingBlockReasonSchema } from './onboarding-events';

export const ONBOARDING_COLLECTION = 'onboarding';

export const OnboardingAttemptDocSchema = z.object({
  onboarding_task_id: z.string(),
  assignment_id: z.string(),
  outcome: z.enum(['pending', 'passed', 'failed']),
  assigned_at: z.string(),
});
export type OnboardingAttemptDoc = z.infer<typeof OnboardingAttemptDocSchema>;

export const OnboardingSkillDocSchema = z.object({
  skill: z.string(),
  skill_lower: z.string(),
  passed: z.boolean(),
  blocked: OnboardingBlockReasonSchema.nullable(),
  dropped: z.boolean(),
  attempts: z.array(OnboardingAttemptDocSchema),
});
export type OnboardingSkillDoc = z.infer<typeof OnboardingSkillDocSchema>;

/** One operator's onboarding (stream `onboarding-<operatorId>`), skills in the order given. */
export const OnboardingDocSchema = z.object({
  _id: z.string(),
  operator_id: z.string(),
  skills: z.array(OnboardingSkillDocSchema),
  completed: z.boolean(),
  bypassed: z.boolean(),
  completed_at: z.string().nullable(),
  updated_at: z.string(),
  /** Revision of the last event of the onboarding stream applied here. */
  stream_revision: z.number(),
});
export type OnboardingDoc = z.infer<typeof OnboardingDocSchema>;
