import { z } from 'zod';
import { AdminSkillStatusSchema } from '../admin/operator-analysis-api';
import { defineEvent } from '../envelope';

/**
 * An admin's changes to an operator's skills (spec 03 "Onboarding skill status"), on the
 * operator's onboarding stream (`onboarding-<operatorId>`) beside the onboarding events, so the
 * onboarding gate folds them: validated counts as passed (the skill no longer holds the
 * Marketplace back), pending sends the operator back to onboarding for it, blocked keeps the
 * skill out of use (its missions cannot be taken) without holding onboarding back.
 */

/** An admin set a skill's onboarding status. */
export const OnboardingSkillStatusSet = defineEvent(
  'OnboardingSkillStatusSet',
  z.object({ operator_id: z.string(), skill: z.string(), status: AdminSkillStatusSchema }),
);

/** An admin added a skill to the operator's onboarding, with its first status. */
export const OperatorSkillAdded = defineEvent(
  'OperatorSkillAdded',
  z.object({ operator_id: z.string(), skill: z.string(), status: AdminSkillStatusSchema }),
);

/** An admin removed a skill: it no longer counts for onboarding (as a dropped skill). */
export const OperatorSkillRemoved = defineEvent(
  'OperatorSkillRemoved',
  z.object({ operator_id: z.string(), skill: z.string() }),
);

/** An admin cleared a skill's failed tasks: they can be given again (a retry). */
export const OnboardingFailedTasksCleared = defineEvent(
  'OnboardingFailedTasksCleared',
  z.object({
    operator_id: z.string(),
    skill: z.string(),
    assignment_ids: z.array(z.string()),
  }),
);

/** Onboarding is no longer complete (a skill went back to pending): the Marketplace closes. */
export const OnboardingReopened = defineEvent(
  'OnboardingReopened',
  z.object({ operator_id: z.string(), skill: z.string() }),
);

export const skillAdminEvents = [
  OnboardingSkillStatusSet,
  OperatorSkillAdded,
  OperatorSkillRemoved,
  OnboardingFailedTasksCleared,
  OnboardingReopened,
] as const;
