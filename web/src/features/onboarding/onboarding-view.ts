import {
  skillBadgeOf,
  type OnboardingTask,
  type OnboardingTasksResponse,
  type SessionUser,
  type SkillBadge,
  type SkillStatus,
} from '@morphic/contracts';
import { isAdminOrFounder, isFounder, userHasAnyRole } from '../session/roles';

/** What /onboarding shows the signed-in user (spec 02 section 2, "Onboarding"). */
export type OnboardingView = 'founder' | 'under-construction' | 'not-operator' | 'onboarding';

export function onboardingViewFor(
  user: Pick<SessionUser, 'type' | 'role' | 'roles'>,
  operatorsUnderConstruction: boolean,
): OnboardingView {
  if (user.type !== 'operator') return 'not-operator';
  if (isFounder(user)) return 'founder';
  if (operatorsUnderConstruction && !isAdminOrFounder(user)) return 'under-construction';
  return userHasAnyRole(user, ['operator', 'admin']) ? 'onboarding' : 'not-operator';
}

export interface SkillGroup {
  readonly status: SkillStatus;
  readonly badge: SkillBadge;
  /** The skill's tasks, the current one first. */
  readonly tasks: readonly OnboardingTask[];
  /** Only a skill blocked by its failed tasks (or an empty bank) may be dropped. */
  readonly canDrop: boolean;
}

/** Each skill of the status with its tasks, in the order the server lists the skills. */
export function skillGroups(body: OnboardingTasksResponse): SkillGroup[] {
  return body.onboarding_status.skill_status.map((status) => {
    const skill = status.skill.toLowerCase();
    const badge = skillBadgeOf(status);
    return {
      status,
      badge,
      tasks: body.tasks.filter((task) => task.skill.toLowerCase() === skill).reverse(),
      canDrop: badge === 'blocked' && !status.blocked_by_admin,
    };
  });
}

/** Share of skills passed, 0 to 100. */
export function progressPercent(status: OnboardingTasksResponse['onboarding_status']): number {
  return status.total_skills === 0
    ? 0
    : Math.round((status.passed_skills / status.total_skills) * 100);
}

export const BADGE_COLORS: Record<SkillBadge, string> = {
  passed: 'green',
  inProgress: 'blue',
  blocked: 'red',
};
