import type { OnboardingBlockReason } from '@morphic/contracts/server';

/** What onboarding's deciders fold an operator's onboarding stream into. */
export type OnboardingTaskOutcome = 'pending' | 'passed' | 'failed';

export interface OnboardingAttempt {
  readonly onboardingTaskId: string;
  readonly assignmentId: string;
  readonly outcome: OnboardingTaskOutcome;
}

export interface SkillProgress {
  /** The report's spelling. */
  readonly skill: string;
  readonly attempts: readonly OnboardingAttempt[];
  readonly passed: boolean;
  readonly blocked: OnboardingBlockReason | null;
  readonly dropped: boolean;
}

export interface OnboardingState {
  /** By skill in lower case, in the order the skills were first assigned. */
  readonly skills: Readonly<Record<string, SkillProgress>>;
  readonly completed: boolean;
  readonly bypassed: boolean;
}

export const skillKey = (skill: string): string => skill.trim().toLowerCase();

/** The state with one skill's progress changed (a new skill starts with no attempts). */
export function withSkill(
  state: OnboardingState,
  skill: string,
  change: (progress: SkillProgress) => SkillProgress,
): OnboardingState {
  const key = skillKey(skill);
  const progress = state.skills[key] ?? {
    skill,
    attempts: [],
    passed: false,
    blocked: null,
    dropped: false,
  };
  return { ...state, skills: { ...state.skills, [key]: change(progress) } };
}
