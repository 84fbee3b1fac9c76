import { OPERATOR_ANALYSIS_TEXTS as T, type AdminSkillStatus } from '@morphic/contracts';
import type { EventOfType } from '@morphic/contracts/server';
import { DomainRuleViolation, type Decider } from '#infrastructure/commands/decider';
import { skillKey, type OnboardingState, type SkillProgress } from './onboarding-state';
import { completion, onboardingDecider } from './onboarding.decider';

/** One change to one of the operator's skills. */
export type SkillAdminChange =
  | { readonly kind: 'SetStatus'; readonly skill: string; readonly status: AdminSkillStatus }
  | { readonly kind: 'AddSkill'; readonly skill: string; readonly status: AdminSkillStatus }
  | { readonly kind: 'RemoveSkill'; readonly skill: string }
  | { readonly kind: 'ClearFailedTasks'; readonly skill: string };

export type SkillAdminCommand = SkillAdminChange & {
  readonly operatorId: string;
  /** Whether the account says onboarding is complete (an admin may have set the flag). */
  readonly accountCompleted: boolean;
};

export type SkillAdminEvent = EventOfType<
  | 'OnboardingSkillStatusSet'
  | 'OperatorSkillAdded'
  | 'OperatorSkillRemoved'
  | 'OnboardingFailedTasksCleared'
  | 'OnboardingReopened'
  | 'OnboardingCompleted'
>;

const statusOf = (progress: SkillProgress): AdminSkillStatus =>
  progress.passed ? 'validated' : progress.blocked === 'admin' ? 'blocked' : 'pending';

/** The operator's skill (not removed or dropped), or 404. */
function existingSkill(state: OnboardingState, skill: string): SkillProgress {
  const progress = state.skills[skillKey(skill)];
  if (!progress || progress.dropped) {
    throw new DomainRuleViolation('not_found', T.skillNotFound(skill));
  }
  return progress;
}

/**
 * The events of a change, then what it does to the whole onboarding: a skill back to pending
 * reopens a complete onboarding (the Marketplace closes until it passes again); a change that
 * leaves every kept skill passed completes it.
 */
function withConsequences(
  command: SkillAdminCommand,
  state: OnboardingState,
  events: SkillAdminEvent[],
  reopens: boolean,
): SkillAdminEvent[] {
  const reopened: SkillAdminEvent[] =
    reopens && (state.completed || command.accountCompleted)
      ? [
          {
            type: 'OnboardingReopened',
            data: { operator_id: command.operatorId, skill: command.skill.trim() },
          },
        ]
      : [];
  const changes = [...events, ...reopened];
  const after = changes.reduce(onboardingDecider.evolve, state);
  return [...changes, ...(completion(command.operatorId, after) as SkillAdminEvent[])];
}

/**
 * An admin's changes to an operator's skills, on the onboarding stream (`onboarding-<id>`) with
 * the onboarding decider's fold, so the onboarding gate sees them (spec 03 section 4).
 */
export const skillAdminDecider: Decider<OnboardingState, SkillAdminCommand, SkillAdminEvent> = {
  initialState: onboardingDecider.initialState,
  evolve: onboardingDecider.evolve,
  decide(command: SkillAdminCommand, state: OnboardingState): SkillAdminEvent[] {
    const operator_id = command.operatorId;
    switch (command.kind) {
      case 'SetStatus': {
        const progress = existingSkill(state, command.skill);
        if (
          statusOf(progress) === command.status &&
          !(command.status === 'pending' && state.completed)
        ) {
          return [];
        }
        return withConsequences(
          command,
          state,
          [
            {
              type: 'OnboardingSkillStatusSet',
              data: { operator_id, skill: progress.skill, status: command.status },
            },
          ],
          command.status === 'pending',
        );
      }
      case 'AddSkill': {
        const progress = state.skills[skillKey(command.skill)];
        if (progress && !progress.dropped) {
          throw new DomainRuleViolation('conflict', T.skillExists(progress.skill));
        }
        return withConsequences(
          command,
          state,
          [
            {
              type: 'OperatorSkillAdded',
              data: { operator_id, skill: command.skill.trim(), status: command.status },
            },
          ],
          command.status === 'pending',
        );
      }
      case 'RemoveSkill': {
        const progress = existingSkill(state, command.skill);
        return withConsequences(
          command,
          state,
          [{ type: 'OperatorSkillRemoved', data: { operator_id, skill: progress.skill } }],
          false,
        );
      }
      case 'ClearFailedTasks': {
        const progress = existingSkill(state, command.skill);
        const failed = progress.attempts
          .filter((attempt) => attempt.outcome === 'failed')
          .map((attempt) => attempt.assignmentId);
        if (failed.length === 0) {
          throw new DomainRuleViolation('conflict', T.noFailedTasks(progress.skill));
        }
        return [
          {
            type: 'OnboardingFailedTasksCleared',
            data: { operator_id, skill: progress.skill, assignment_ids: failed },
          },
        ];
      }
    }
  },
};

/** The first of these skills (lower case) an admin blocked for the operator, or null. */
export function adminBlockedSkill(
  state: OnboardingState,
  skills: ReadonlySet<string>,
): string | null {
  const blocked = Object.entries(state.skills).find(
    ([key, progress]) => skills.has(key) && !progress.dropped && progress.blocked === 'admin',
  );
  return blocked ? blocked[1].skill : null;
}
