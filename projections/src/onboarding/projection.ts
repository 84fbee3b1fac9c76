import {
  ONBOARDING_COLLECTION,
  type OnboardingDoc,
  type OnboardingSkillDoc,
} from '@morphic/contracts/server';
import { ROOMS } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { hasApplied } from '../runtime/once-per-revision';
import { defineProjection, type ProjectedEvent, type Push } from '../runtime/projection';

type OnboardingEventType =
  | 'OnboardingTaskAssigned'
  | 'OnboardingTaskFailed'
  | 'OnboardingSkillPassed'
  | 'OnboardingSkillBlocked'
  | 'OnboardingSkillDropped'
  | 'OnboardingCompleted'
  | 'OnboardingBypassed'
  | 'OnboardingReset'
  | 'OnboardingSkillStatusSet'
  | 'OperatorSkillAdded'
  | 'OperatorSkillRemoved'
  | 'OnboardingFailedTasksCleared'
  | 'OnboardingReopened';

/** What an admin's status does to a skill (spec 03 section 4); `admin` blocks keep it out of use. */
const ADMIN_STATUS_CHANGES = {
  validated: { passed: true, blocked: null },
  pending: { passed: false, blocked: null },
  blocked: { passed: false, blocked: 'admin' },
} as const satisfies Record<string, Pick<OnboardingSkillDoc, 'passed' | 'blocked'>>;

const onboardingOf = (store: ReadStore) => store.collection<OnboardingDoc>(ONBOARDING_COLLECTION);

const emptyDoc = (operatorId: string, at: string): OnboardingDoc => ({
  _id: operatorId,
  operator_id: operatorId,
  skills: [],
  completed: false,
  bypassed: false,
  completed_at: null,
  updated_at: at,
  stream_revision: -1,
});

/** The doc with one skill changed (added at the end when new). */
function withSkill(
  doc: OnboardingDoc,
  skill: string,
  change: (skill: OnboardingSkillDoc) => OnboardingSkillDoc,
): OnboardingDoc {
  const lower = skill.toLowerCase();
  const existing = doc.skills.find((entry) => entry.skill_lower === lower);
  const base: OnboardingSkillDoc = existing ?? {
    skill,
    skill_lower: lower,
    passed: false,
    blocked: null,
    dropped: false,
    attempts: [],
  };
  const changed = change(base);
  return {
    ...doc,
    skills: existing
      ? doc.skills.map((entry) => (entry === existing ? changed : entry))
      : [...doc.skills, changed],
  };
}

const settle =
  (assignmentId: string, outcome: 'passed' | 'failed') =>
  (skill: OnboardingSkillDoc): OnboardingSkillDoc => ({
    ...skill,
    attempts: skill.attempts.map((attempt) =>
      attempt.assignment_id === assignmentId ? { ...attempt, outcome } : attempt,
    ),
  });

function changed(doc: OnboardingDoc, event: ProjectedEvent<OnboardingEventType>): OnboardingDoc {
  const at = event.metadata.at;
  switch (event.type) {
    case 'OnboardingTaskAssigned':
      return withSkill(doc, event.data.skill, (skill) => ({
        ...skill,
        blocked: null,
        attempts: [
          ...skill.attempts,
          {
            onboarding_task_id: event.data.onboarding_task_id,
            assignment_id: event.data.assignment_id,
            outcome: 'pending',
            assigned_at: at,
          },
        ],
      }));
    case 'OnboardingTaskFailed':
      return withSkill(doc, event.data.skill, settle(event.data.assignment_id, 'failed'));
    case 'OnboardingSkillPassed':
      return withSkill(doc, event.data.skill, (skill) => ({
        ...settle(event.data.assignment_id, 'passed')(skill),
        passed: true,
      }));
    case 'OnboardingSkillBlocked':
      return withSkill(doc, event.data.skill, (skill) => ({
        ...skill,
        blocked: event.data.reason,
      }));
    case 'OnboardingSkillDropped':
      return withSkill(doc, event.data.skill, (skill) => ({ ...skill, dropped: true }));
    case 'OnboardingCompleted':
      return { ...doc, completed: true, completed_at: doc.completed_at ?? at };
    case 'OnboardingBypassed':
      return { ...doc, completed: true, bypassed: true, completed_at: doc.completed_at ?? at };
    case 'OnboardingReset':
      return emptyDoc(doc.operator_id, at);
    case 'OnboardingSkillStatusSet':
    case 'OperatorSkillAdded':
      return withSkill(doc, event.data.skill, (skill) => ({
        ...skill,
        ...ADMIN_STATUS_CHANGES[event.data.status],
        dropped: false,
      }));
    case 'OperatorSkillRemoved':
      return withSkill(doc, event.data.skill, (skill) => ({ ...skill, dropped: true }));
    case 'OnboardingFailedTasksCleared': {
      const cleared = new Set(event.data.assignment_ids);
      return withSkill(doc, event.data.skill, (skill) => ({
        ...skill,
        attempts: skill.attempts.filter((attempt) => !cleared.has(attempt.assignment_id)),
        blocked: skill.blocked === 'exhausted' ? null : skill.blocked,
      }));
    }
    case 'OnboardingReopened':
      return { ...doc, completed: false, bypassed: false, completed_at: null };
  }
}

/** Applies an event of the operator's onboarding stream once. */
async function apply(event: ProjectedEvent<OnboardingEventType>, store: ReadStore): Promise<void> {
  const operatorId = event.data.operator_id;
  const doc =
    (await onboardingOf(store).findOne({ _id: operatorId })) ??
    emptyDoc(operatorId, event.metadata.at);
  if (hasApplied(doc, event)) return;
  await onboardingOf(store).replaceOne(
    { _id: operatorId },
    {
      ...changed(doc, event),
      updated_at: event.metadata.at,
      stream_revision: Number(event.revision),
    },
    { upsert: true },
  );
}

async function push(
  event: ProjectedEvent<OnboardingEventType>,
  store: ReadStore,
): Promise<readonly Push[]> {
  const doc = await onboardingOf(store).findOne({ _id: event.data.operator_id });
  if (!doc) return [];
  return [
    {
      rooms: [ROOMS.user(doc.operator_id)],
      message: 'onboarding.updated',
      data: { operator_id: doc.operator_id, completed: doc.completed },
    },
  ];
}

/** Each operator's onboarding: skills, the tasks given for each and their outcomes. */
export const onboardingProjection = defineProjection({
  name: 'onboarding',
  version: 1,
  collections: [ONBOARDING_COLLECTION],
  apply: {
    OnboardingTaskAssigned: apply,
    OnboardingTaskFailed: apply,
    OnboardingSkillPassed: apply,
    OnboardingSkillBlocked: apply,
    OnboardingSkillDropped: apply,
    OnboardingCompleted: apply,
    OnboardingBypassed: apply,
    OnboardingReset: apply,
    OnboardingSkillStatusSet: apply,
    OperatorSkillAdded: apply,
    OperatorSkillRemoved: apply,
    OnboardingFailedTasksCleared: apply,
    OnboardingReopened: apply,
  },
  pushes: {
    OnboardingTaskAssigned: push,
    OnboardingTaskFailed: push,
    OnboardingSkillPassed: push,
    OnboardingSkillBlocked: push,
    OnboardingSkillDropped: push,
    OnboardingCompleted: push,
    OnboardingBypassed: push,
    OnboardingReset: push,
    OnboardingSkillStatusSet: push,
    OperatorSkillAdded: push,
    OperatorSkillRemoved: push,
    OnboardingFailedTasksCleared: push,
    OnboardingReopened: push,
  },
});
