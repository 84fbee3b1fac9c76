import type { CommandAnswer } from '../http/define-endpoint';
import { z } from 'zod';
import { AssignmentStateSchema } from '../missions/values';
import { ONBOARDING_TEXTS } from '../spec/onboarding-texts';
import { OnboardingDifficultySchema } from './onboarding-bank-values';
import type { OnboardingDoc } from './onboarding-read-models';

/** Onboarding tasks pay platform credits. */
export const ONBOARDING_REWARD_ASSET = 'CREDITS';

/** An onboarding task given to the operator (spec 02 section 3, "Onboarding task"). */
export const OnboardingTaskSchema = z.object({
  /** The bank task's id. */
  id: z.string(),
  title: z.string(),
  description: z.string(),
  difficulty: OnboardingDifficultySchema,
  estimated_hours: z.string(),
  reward_amount: z.number(),
  reward_asset: z.string(),
  required_skills: z.array(z.string()),
  /** Null until the assignment exists ("Assignment not ready"). */
  assignment_id: z.string().nullable(),
  skill: z.string(),
  /** The assignment's state; null until it exists. */
  state: AssignmentStateSchema.nullable(),
});
export type OnboardingTask = z.infer<typeof OnboardingTaskSchema>;

export const SkillStatusSchema = z.object({
  skill: z.string(),
  passed: z.boolean(),
  /** Blocked: every task of the skill failed, or the bank has none for it. */
  exhausted: z.boolean(),
  attempts: z.number().int(),
  has_active_task: z.boolean(),
  /** The bank has no onboarding task for this skill (so it cannot be passed yet). */
  no_tasks: z.boolean(),
  /** An admin blocked the skill: it cannot be used, dropped or retried until they change it. */
  blocked_by_admin: z.boolean(),
});
export type SkillStatus = z.infer<typeof SkillStatusSchema>;

export const ONBOARDING_STATUSES = ['completed', 'no_skills', 'in progress'] as const;
export const OnboardingOverallStatusSchema = z.enum(ONBOARDING_STATUSES);
export type OnboardingOverallStatus = z.infer<typeof OnboardingOverallStatusSchema>;

export const OnboardingStatusSchema = z.object({
  skill_status: z.array(SkillStatusSchema),
  total_skills: z.number().int(),
  passed_skills: z.number().int(),
  remaining_skills: z.number().int(),
  status: OnboardingOverallStatusSchema,
  /** Skills the operator dropped; they no longer count. */
  dropped_skills: z.array(z.string()),
});
export type OnboardingStatus = z.infer<typeof OnboardingStatusSchema>;

export const OnboardingTasksResponseSchema = z.object({
  success: z.literal(true),
  tasks: z.array(OnboardingTaskSchema),
  onboarding_status: OnboardingStatusSchema,
});
export type OnboardingTasksResponse = z.infer<typeof OnboardingTasksResponseSchema>;

export const DropSkillRequestSchema = z.object({
  skill: z
    .string({ error: ONBOARDING_TEXTS.skillRequired })
    .trim()
    .min(1, ONBOARDING_TEXTS.skillRequired)
    .max(120, ONBOARDING_TEXTS.skillNotFound),
});
export type DropSkillRequest = z.infer<typeof DropSkillRequestSchema>;

export const DropSkillResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  onboarding_completed: z.boolean(),
});
export type DropSkillResponse = CommandAnswer<typeof DropSkillResponseSchema>;

export const BypassOnboardingResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  operator_id: z.string(),
  onboarding_completed: z.literal(true),
  character_report_completed: z.literal(true),
});
export type BypassOnboardingResponse = CommandAnswer<typeof BypassOnboardingResponseSchema>;

/** Payload of the `onboarding.updated` push: the operator's onboarding changed, refetch it. */
export const OnboardingUpdatedMessageSchema = z.object({
  operator_id: z.string(),
  completed: z.boolean(),
});

/**
 * The status block of `GET /api/onboarding/tasks`: skills not dropped, how many passed, and
 * the overall status (completed when the account says so, no_skills when none is left).
 */
export function onboardingStatusOf(
  doc: Pick<OnboardingDoc, 'skills' | 'completed'> | null,
  accountCompleted: boolean,
): OnboardingStatus {
  const skills = doc?.skills ?? [];
  const kept = skills.filter((skill) => !skill.dropped);
  const skillStatus = kept.map((skill): SkillStatus => ({
    skill: skill.skill,
    passed: skill.passed,
    exhausted: !skill.passed && skill.blocked !== null,
    attempts: skill.attempts.length,
    has_active_task: skill.attempts.some((attempt) => attempt.outcome === 'pending'),
    no_tasks: !skill.passed && skill.blocked === 'no_tasks',
    blocked_by_admin: skill.blocked === 'admin',
  }));
  const passed = skillStatus.filter((skill) => skill.passed).length;
  const completed = accountCompleted || (doc?.completed ?? false);
  return {
    skill_status: skillStatus,
    total_skills: skillStatus.length,
    passed_skills: passed,
    remaining_skills: skillStatus.length - passed,
    status: completed ? 'completed' : skillStatus.length === 0 ? 'no_skills' : 'in progress',
    dropped_skills: skills.filter((skill) => skill.dropped).map((skill) => skill.skill),
  };
}

export type SkillBadge = 'passed' | 'inProgress' | 'blocked';

/** A skill's badge on the onboarding page: passed, in progress, or blocked (exhausted). */
export const skillBadgeOf = (status: Pick<SkillStatus, 'passed' | 'exhausted'>): SkillBadge =>
  status.passed ? 'passed' : status.exhausted ? 'blocked' : 'inProgress';
