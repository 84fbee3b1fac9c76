import { ONBOARDING_TEXTS, type ValidationDecision } from '@morphic/contracts';
import type { DomainEvent, EventOfType, OnboardingBlockReason } from '@morphic/contracts/server';
import { DomainRuleViolation, type Decider } from '#infrastructure/commands/decider';
import {
  skillKey,
  withSkill,
  type OnboardingState,
  type OnboardingTaskOutcome,
  type SkillProgress,
} from './onboarding-state';
import { evolveSkillAdmin } from './skill-admin.evolve';

/** The active bank task ids of each skill (lower case), oldest first. */
export type OnboardingBank = Readonly<Record<string, readonly string[]>>;

export type OnboardingCommand =
  /** Gives each skill of the report without an open task its next untried bank task. */
  | {
      readonly kind: 'Start';
      readonly operatorId: string;
      readonly skills: readonly string[];
      readonly bank: OnboardingBank;
      readonly newAssignmentId: () => string;
    }
  /** A validation decision on one of the operator's onboarding assignments. */
  | {
      readonly kind: 'RecordDecision';
      readonly operatorId: string;
      readonly assignmentId: string;
      readonly decision: ValidationDecision;
      readonly bank: OnboardingBank;
      readonly newAssignmentId: () => string;
    }
  /**
   * The operator retries a failed task of this skill: the skill's open task stands; else its next
   * untried bank task is assigned (the failed one is never reopened).
   */
  | {
      readonly kind: 'Retry';
      readonly operatorId: string;
      readonly skill: string;
      readonly bank: OnboardingBank;
      readonly newAssignmentId: () => string;
    }
  | { readonly kind: 'DropSkill'; readonly operatorId: string; readonly skill: string }
  | { readonly kind: 'Bypass'; readonly operatorId: string }
  /** An admin's reset: the progress cleared, every attempt's assignment dropped. */
  | { readonly kind: 'Reset'; readonly operatorId: string };

export type OnboardingEvent = EventOfType<
  | 'OnboardingTaskAssigned'
  | 'OnboardingTaskFailed'
  | 'OnboardingSkillPassed'
  | 'OnboardingSkillBlocked'
  | 'OnboardingSkillDropped'
  | 'OnboardingCompleted'
  | 'OnboardingBypassed'
  | 'OnboardingReset'
>;

const initialOnboardingState: OnboardingState = {
  skills: {},
  completed: false,
  bypassed: false,
};

const settle = (assignmentId: string, outcome: OnboardingTaskOutcome) => (p: SkillProgress) => ({
  ...p,
  attempts: p.attempts.map((a) => (a.assignmentId === assignmentId ? { ...a, outcome } : a)),
});

function evolveOnboarding(state: OnboardingState, event: DomainEvent): OnboardingState {
  switch (event.type) {
    case 'OnboardingTaskAssigned':
      return withSkill(state, event.data.skill, (p) => ({
        ...p,
        blocked: null,
        attempts: [
          ...p.attempts,
          {
            onboardingTaskId: event.data.onboarding_task_id,
            assignmentId: event.data.assignment_id,
            outcome: 'pending',
          },
        ],
      }));
    case 'OnboardingTaskFailed':
      return withSkill(state, event.data.skill, settle(event.data.assignment_id, 'failed'));
    case 'OnboardingSkillPassed':
      return withSkill(state, event.data.skill, (p) => ({
        ...settle(event.data.assignment_id, 'passed')(p),
        passed: true,
      }));
    case 'OnboardingSkillBlocked':
      return withSkill(state, event.data.skill, (p) => ({ ...p, blocked: event.data.reason }));
    case 'OnboardingSkillDropped':
      return withSkill(state, event.data.skill, (p) => ({ ...p, dropped: true }));
    case 'OnboardingCompleted':
      return { ...state, completed: true };
    case 'OnboardingBypassed':
      return { ...state, completed: true, bypassed: true };
    case 'OnboardingSkillStatusSet':
    case 'OperatorSkillAdded':
    case 'OperatorSkillRemoved':
    case 'OnboardingFailedTasksCleared':
    case 'OnboardingReopened':
      return evolveSkillAdmin(state, event);
    case 'OnboardingReset':
      return initialOnboardingState;
    default:
      return state;
  }
}

const hasOpenTask = (progress: SkillProgress): boolean =>
  progress.attempts.some((attempt) => attempt.outcome === 'pending');

/** The skill's first bank task it has not been given yet. */
function nextTask(progress: SkillProgress | undefined, bank: OnboardingBank, skill: string) {
  const tried = new Set(progress?.attempts.map((attempt) => attempt.onboardingTaskId));
  return (bank[skillKey(skill)] ?? []).find((taskId) => !tried.has(taskId)) ?? null;
}

/**
 * Complete once every skill not dropped has passed, and at least one has. A skill an admin
 * blocked is out of use and holds nothing back.
 */
export function isOnboardingDone(state: OnboardingState): boolean {
  const kept = Object.values(state.skills).filter(
    (progress) => !progress.dropped && progress.blocked !== 'admin',
  );
  return kept.length > 0 && kept.every((progress) => progress.passed);
}

export function completion(operatorId: string, state: OnboardingState): OnboardingEvent[] {
  return !state.completed && isOnboardingDone(state)
    ? [{ type: 'OnboardingCompleted', data: { operator_id: operatorId } }]
    : [];
}

/** The skill's next task, or the skill blocked when none is left (once). */
function assignNext(
  operatorId: string,
  skill: string,
  state: OnboardingState,
  bank: OnboardingBank,
  newAssignmentId: () => string,
): OnboardingEvent[] {
  const progress = state.skills[skillKey(skill)];
  const taskId = nextTask(progress, bank, skill);
  if (taskId !== null) {
    return [
      {
        type: 'OnboardingTaskAssigned',
        data: {
          operator_id: operatorId,
          skill: progress?.skill ?? skill,
          onboarding_task_id: taskId,
          assignment_id: newAssignmentId(),
        },
      },
    ];
  }
  const reason: OnboardingBlockReason = progress?.attempts.length ? 'exhausted' : 'no_tasks';
  if (progress?.blocked === reason) return [];
  return [
    {
      type: 'OnboardingSkillBlocked',
      data: { operator_id: operatorId, skill: progress?.skill ?? skill, reason },
    },
  ];
}

/**
 * The report's skills (trimmed, each once) that `Start` looks up in the bank: those neither
 * passed, dropped nor with an open task. None once onboarding is complete.
 */
export function skillsAwaitingTask(
  skills: readonly string[],
  state: OnboardingState,
): readonly string[] {
  if (state.completed) return [];
  const seen = new Set<string>();
  const awaiting: string[] = [];
  for (const skill of skills) {
    const key = skillKey(skill);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    const progress = state.skills[key];
    if (progress && (progress.passed || progress.dropped || hasOpenTask(progress))) continue;
    if (progress?.blocked === 'admin') continue;
    awaiting.push(skill.trim());
  }
  return awaiting;
}

function start(command: Extract<OnboardingCommand, { kind: 'Start' }>, state: OnboardingState) {
  return skillsAwaitingTask(command.skills, state).flatMap((skill) =>
    assignNext(command.operatorId, skill, state, command.bank, command.newAssignmentId),
  );
}

function recordDecision(
  command: Extract<OnboardingCommand, { kind: 'RecordDecision' }>,
  state: OnboardingState,
): OnboardingEvent[] {
  const progress = Object.values(state.skills).find((p) =>
    p.attempts.some((a) => a.assignmentId === command.assignmentId && a.outcome === 'pending'),
  );
  // Not an open onboarding task of this operator, or its outcome is recorded already.
  if (!progress || command.decision === 'needs_review') return [];
  const data = {
    operator_id: command.operatorId,
    skill: progress.skill,
    assignment_id: command.assignmentId,
  };
  if (command.decision === 'pass') {
    const passed: OnboardingEvent = { type: 'OnboardingSkillPassed', data };
    return [passed, ...completion(command.operatorId, evolveOnboarding(state, passed))];
  }
  const failed: OnboardingEvent = { type: 'OnboardingTaskFailed', data };
  // An admin validated or blocked the skill meanwhile: it needs no further task.
  if (progress.passed || progress.blocked === 'admin') return [failed];
  return [
    failed,
    ...assignNext(
      command.operatorId,
      progress.skill,
      evolveOnboarding(state, failed),
      command.bank,
      command.newAssignmentId,
    ),
  ];
}

function retry(
  command: Extract<OnboardingCommand, { kind: 'Retry' }>,
  state: OnboardingState,
): OnboardingEvent[] {
  const progress = state.skills[skillKey(command.skill)];
  if (
    !progress ||
    state.completed ||
    progress.passed ||
    progress.dropped ||
    progress.blocked === 'admin'
  ) {
    throw new DomainRuleViolation('conflict', ONBOARDING_TEXTS.retryNotNeeded);
  }
  if (hasOpenTask(progress)) return [];
  const next = assignNext(
    command.operatorId,
    progress.skill,
    state,
    command.bank,
    command.newAssignmentId,
  );
  if (!next.some((event) => event.type === 'OnboardingTaskAssigned')) {
    throw new DomainRuleViolation('conflict', ONBOARDING_TEXTS.exhaustedHint);
  }
  return next;
}

function dropSkill(
  command: Extract<OnboardingCommand, { kind: 'DropSkill' }>,
  state: OnboardingState,
): OnboardingEvent[] {
  const progress = state.skills[skillKey(command.skill)];
  if (!progress || progress.dropped) {
    throw new DomainRuleViolation('not_found', ONBOARDING_TEXTS.skillNotFound);
  }
  if (progress.blocked === 'admin') {
    throw new DomainRuleViolation('conflict', ONBOARDING_TEXTS.blockedByAdmin);
  }
  if (progress.passed || progress.blocked === null || hasOpenTask(progress)) {
    throw new DomainRuleViolation('conflict', ONBOARDING_TEXTS.onlyBlockedSkillDropped);
  }
  const dropped: OnboardingEvent = {
    type: 'OnboardingSkillDropped',
    data: { operator_id: command.operatorId, skill: progress.skill },
  };
  return [dropped, ...completion(command.operatorId, evolveOnboarding(state, dropped))];
}

/**
 * An operator's onboarding (stream `onboarding-<operatorId>`). The bank and the new assignment
 * ids come with the command, so deciding stays pure; the handler creates the assignments the
 * `OnboardingTaskAssigned` events name.
 */
export const onboardingDecider: Decider<OnboardingState, OnboardingCommand, OnboardingEvent> = {
  initialState: initialOnboardingState,
  evolve: evolveOnboarding,
  decide(command: OnboardingCommand, state: OnboardingState): OnboardingEvent[] {
    switch (command.kind) {
      case 'Start':
        return start(command, state);
      case 'RecordDecision':
        return recordDecision(command, state);
      case 'Retry':
        return retry(command, state);
      case 'DropSkill':
        return dropSkill(command, state);
      case 'Bypass':
        return state.bypassed
          ? []
          : [{ type: 'OnboardingBypassed', data: { operator_id: command.operatorId } }];
      case 'Reset':
        return [
          {
            type: 'OnboardingReset',
            data: {
              operator_id: command.operatorId,
              assignment_ids: Object.values(state.skills).flatMap((progress) =>
                progress.attempts.map((attempt) => attempt.assignmentId),
              ),
            },
          },
        ];
    }
  },
};
