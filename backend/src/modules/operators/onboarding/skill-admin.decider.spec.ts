import { OPERATOR_ANALYSIS_TEXTS as T } from '@morphic/contracts';
import type { DomainEvent } from '@morphic/contracts/server';
import { DeciderSpecification } from '../../../testing/decider-specification';
import { skillsAwaitingTask } from './onboarding.decider';
import { adminBlockedSkill, skillAdminDecider, type SkillAdminChange } from './skill-admin.decider';

const operator_id = 'op-1';
const spec = DeciderSpecification.for(skillAdminDecider);
const given = (events: DomainEvent[]) => spec.given(events).state;
const when = (events: DomainEvent[], change: SkillAdminChange, accountCompleted = false) =>
  spec.given(events).when({ ...change, operatorId: operator_id, accountCompleted });

const assigned = (
  skill: string,
  assignment_id: string,
  onboarding_task_id = 't1',
): DomainEvent => ({
  type: 'OnboardingTaskAssigned',
  data: { operator_id, skill, onboarding_task_id, assignment_id },
});
const failed = (skill: string, assignment_id: string): DomainEvent => ({
  type: 'OnboardingTaskFailed',
  data: { operator_id, skill, assignment_id },
});

describe('skillAdminDecider', () => {
  it('validating the last open skill completes onboarding', () => {
    when([assigned('Python', 'a1')], {
      kind: 'SetStatus',
      skill: 'python',
      status: 'validated',
    }).then([
      {
        type: 'OnboardingSkillStatusSet',
        data: { operator_id, skill: 'Python', status: 'validated' },
      },
      { type: 'OnboardingCompleted', data: { operator_id } },
    ]);
  });

  it('a skill back to pending reopens a complete onboarding, and Start gives it a task', () => {
    const history = [
      assigned('Python', 'a1'),
      { type: 'OnboardingBypassed', data: { operator_id } } as DomainEvent,
    ];
    const events = when(
      history,
      { kind: 'SetStatus', skill: 'Python', status: 'pending' },
      true,
    ).events();

    expect(events.map((event) => event.type)).toEqual([
      'OnboardingSkillStatusSet',
      'OnboardingReopened',
    ]);
    expect(given([...history, ...events]).completed).toBe(false);
  });

  it('a blocked skill holds nothing back, gets no task and blocks its missions', () => {
    const history = [
      ...when([], { kind: 'AddSkill', skill: 'Go', status: 'validated' }).events(),
      ...when([], { kind: 'AddSkill', skill: 'Rust', status: 'pending' }).events(),
    ];
    const blocked = [
      ...history,
      ...when(history, { kind: 'SetStatus', skill: 'Rust', status: 'blocked' }).events(),
    ];

    expect(blocked.map((event) => event.type)).toContain('OnboardingCompleted');
    expect(skillsAwaitingTask(['Rust'], { ...given(blocked), completed: false })).toEqual([]);
    expect(adminBlockedSkill(given(blocked), new Set(['rust', 'sql']))).toBe('Rust');
    expect(adminBlockedSkill(given(blocked), new Set(['go']))).toBeNull();
  });

  it('adding a skill twice is a conflict; removing or setting an unknown one is not found', () => {
    const history = when([], { kind: 'AddSkill', skill: 'Go', status: 'pending' }).events();
    when(history, { kind: 'AddSkill', skill: 'GO', status: 'pending' }).thenRefuses(
      'conflict',
      T.skillExists('Go'),
    );
    when(history, { kind: 'RemoveSkill', skill: 'Cobol' }).thenRefuses(
      'not_found',
      T.skillNotFound('Cobol'),
    );
    const removed = [...history, ...when(history, { kind: 'RemoveSkill', skill: 'go' }).events()];
    when(removed, { kind: 'SetStatus', skill: 'Go', status: 'pending' }).thenRefuses(
      'not_found',
      T.skillNotFound('Go'),
    );
  });

  it('clearing failed tasks forgets them, so the same bank task may be given again', () => {
    const history = [
      assigned('SQL', 'a1'),
      failed('SQL', 'a1'),
      {
        type: 'OnboardingSkillBlocked',
        data: { operator_id, skill: 'SQL', reason: 'exhausted' },
      } as DomainEvent,
    ];
    const cleared = when(history, { kind: 'ClearFailedTasks', skill: 'sql' }).events();

    expect(cleared).toEqual([
      {
        type: 'OnboardingFailedTasksCleared',
        data: { operator_id, skill: 'SQL', assignment_ids: ['a1'] },
      },
    ]);
    const after = given([...history, ...cleared]);
    expect(after.skills.sql).toMatchObject({ attempts: [], blocked: null });
    when([...history, ...cleared], { kind: 'ClearFailedTasks', skill: 'SQL' }).thenRefuses(
      'conflict',
      T.noFailedTasks('SQL'),
    );
  });
});
