import { z } from 'zod';
import { defineEvent } from '../envelope';

/**
 * An operator's onboarding (stream `onboarding-<operatorId>`): every skill of the character
 * report gets a task of the bank; a failed task is followed by the skill's next untried task;
 * a skill whose tasks all failed (or that has none in the bank) is blocked and may be dropped;
 * onboarding completes once every skill not dropped has passed. `skill` is the report's
 * spelling; skills compare ignoring case.
 */

/** `admin`: an admin blocked the skill (spec 03 "blocked means the skill cannot be used"). */
export const OnboardingBlockReasonSchema = z.enum(['exhausted', 'no_tasks', 'admin']);
export type OnboardingBlockReason = z.infer<typeof OnboardingBlockReasonSchema>;

/** A bank task was given to the operator; its assignment (`assignment-<id>`) is created next. */
export const OnboardingTaskAssigned = defineEvent(
  'OnboardingTaskAssigned',
  z.object({
    operator_id: z.string(),
    skill: z.string(),
    onboarding_task_id: z.string(),
    assignment_id: z.string(),
  }),
);

export const OnboardingTaskFailed = defineEvent(
  'OnboardingTaskFailed',
  z.object({ operator_id: z.string(), skill: z.string(), assignment_id: z.string() }),
);

export const OnboardingSkillPassed = defineEvent(
  'OnboardingSkillPassed',
  z.object({ operator_id: z.string(), skill: z.string(), assignment_id: z.string() }),
);

/** No task of the skill is left to try: all failed (exhausted), or the bank has none. */
export const OnboardingSkillBlocked = defineEvent(
  'OnboardingSkillBlocked',
  z.object({ operator_id: z.string(), skill: z.string(), reason: OnboardingBlockReasonSchema }),
);

export const OnboardingSkillDropped = defineEvent(
  'OnboardingSkillDropped',
  z.object({ operator_id: z.string(), skill: z.string() }),
);

/** Every skill not dropped has passed: the marketplace opens. */
export const OnboardingCompleted = defineEvent(
  'OnboardingCompleted',
  z.object({ operator_id: z.string() }),
);

/** An admin marked onboarding and the character report completed (spec 03 "bypass onboarding"). */
export const OnboardingBypassed = defineEvent(
  'OnboardingBypassed',
  z.object({ operator_id: z.string() }),
);

export const onboardingEvents = [
  OnboardingTaskAssigned,
  OnboardingTaskFailed,
  OnboardingSkillPassed,
  OnboardingSkillBlocked,
  OnboardingSkillDropped,
  OnboardingCompleted,
  OnboardingBypassed,
] as const;
