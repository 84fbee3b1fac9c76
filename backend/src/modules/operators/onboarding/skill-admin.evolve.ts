import type { EventOfType } from '@morphic/contracts/server';
import { withSkill, type OnboardingState, type SkillProgress } from './onboarding-state';

type SkillAdminEvent = EventOfType<
  | 'OnboardingSkillStatusSet'
  | 'OperatorSkillAdded'
  | 'OperatorSkillRemoved'
  | 'OnboardingFailedTasksCleared'
  | 'OnboardingReopened'
>;

const STATUS_CHANGES = {
  validated: { passed: true, blocked: null },
  pending: { passed: false, blocked: null },
  blocked: { passed: false, blocked: 'admin' },
} as const satisfies Record<string, Pick<SkillProgress, 'passed' | 'blocked'>>;

/** What an admin's skill change does to the onboarding state (spec 03 section 4). */
export function evolveSkillAdmin(state: OnboardingState, event: SkillAdminEvent): OnboardingState {
  switch (event.type) {
    case 'OnboardingSkillStatusSet':
    case 'OperatorSkillAdded':
      return withSkill(state, event.data.skill, (progress) => ({
        ...progress,
        ...STATUS_CHANGES[event.data.status],
        dropped: false,
      }));
    case 'OperatorSkillRemoved':
      return withSkill(state, event.data.skill, (progress) => ({ ...progress, dropped: true }));
    case 'OnboardingFailedTasksCleared': {
      const cleared = new Set(event.data.assignment_ids);
      return withSkill(state, event.data.skill, (progress) => ({
        ...progress,
        attempts: progress.attempts.filter((attempt) => !cleared.has(attempt.assignmentId)),
        blocked: progress.blocked === 'exhausted' ? null : progress.blocked,
      }));
    }
    case 'OnboardingReopened':
      return { ...state, completed: false, bypassed: false };
  }
}
