import { ONBOARDING_TEXTS } from '@morphic/contracts';
import type { DomainEvent } from '@morphic/contracts/server';
import { DeciderSpecification } from '../../../testing/decider-specification';
import {
  isOnboardingDone,
  onboardingDecider,
  type OnboardingBank,
  type OnboardingCommand,
} from './onboarding.decider';

const OP = 'op-ada';
const bank: OnboardingBank = {
  python: ['t-py-1', 't-py-2'],
  sql: ['t-sql-1'],
};

function ids(...values: string[]): () => string {
  const queue = [...values];
  return () => {
    const next = queue.shift();
    if (!next) throw new Error('no id left');
    return next;
  };
}

const assigned = (skill: string, task: string, assignment: string): DomainEvent => ({
  type: 'OnboardingTaskAssigned',
  data: { operator_id: OP, skill, onboarding_task_id: task, assignment_id: assignment },
});
const failed = (skill: string, assignment: string): DomainEvent => ({
  type: 'OnboardingTaskFailed',
  data: { operator_id: OP, skill, assignment_id: assignment },
});
const passed = (skill: string, assignment: string): DomainEvent => ({
  type: 'OnboardingSkillPassed',
  data: { operator_id: OP, skill, assignment_id: assignment },
});
const blocked = (skill: string, reason: 'exhausted' | 'no_tasks'): DomainEvent => ({
  type: 'OnboardingSkillBlocked',
  data: { operator_id: OP, skill, reason },
});
const dropped = (skill: string): DomainEvent => ({
  type: 'OnboardingSkillDropped',
  data: { operator_id: OP, skill },
});
const completed: DomainEvent = { type: 'OnboardingCompleted', data: { operator_id: OP } };
const bypassed: DomainEvent = { type: 'OnboardingBypassed', data: { operator_id: OP } };

const spec = DeciderSpecification.for(onboardingDecider);
const given = (...events: DomainEvent[]) => spec.given(events).state;
const when = (events: DomainEvent[], command: OnboardingCommand) =>
  spec.given(events).when(command);

const start = (
  skills: string[],
  newIds = ids('a-1', 'a-2', 'a-3'),
): Extract<OnboardingCommand, { kind: 'Start' }> => ({
  kind: 'Start',
  operatorId: OP,
  skills,
  bank,
  newAssignmentId: newIds,
});
const decision = (
  assignmentId: string,
  value: 'pass' | 'fail' | 'needs_review',
  newIds = ids('a-next'),
): OnboardingCommand => ({
  kind: 'RecordDecision',
  operatorId: OP,
  assignmentId,
  decision: value,
  bank,
  newAssignmentId: newIds,
});
const drop = (skill: string): OnboardingCommand => ({ kind: 'DropSkill', operatorId: OP, skill });

const started = [assigned('Python', 't-py-1', 'a-1'), assigned('SQL', 't-sql-1', 'a-2')];

describe('onboarding decider', () => {
  describe('start', () => {
    it("gives each reported skill its first bank task, matching the bank's tags ignoring case", () => {
      when([], start(['Python', 'SQL'])).then(started);
    });

    it('reports a skill the bank has no task for as blocked, never as passed', () => {
      when([], start(['Python', 'Haskell'], ids('a-1'))).then([
        assigned('Python', 't-py-1', 'a-1'),
        blocked('Haskell', 'no_tasks'),
      ]);
    });

    it('skips repeated and blank skills', () => {
      when([], start(['Python', ' python ', '', 'PYTHON'], ids('a-1'))).then([
        assigned('Python', 't-py-1', 'a-1'),
      ]);
    });

    it('changes nothing when every skill already has its task (a second or parallel call)', () => {
      when(started, start(['Python', 'SQL'])).then([]);
      when([...started, blocked('Haskell', 'no_tasks')], start(['Haskell'])).then([]);
    });

    it('adds a skill added to the report later, and a task added to the bank later', () => {
      when(started, start(['Python', 'SQL', 'sql', 'Go'], ids('a-3'))).then([
        blocked('Go', 'no_tasks'),
      ]);
      spec
        .given([...started, blocked('Go', 'no_tasks')])
        .when({ ...start(['Go'], ids('a-3')), bank: { ...bank, go: ['t-go-1'] } })
        .then([assigned('Go', 't-go-1', 'a-3')]);
    });

    it('does nothing once onboarding is complete or bypassed', () => {
      when([...started, completed], start(['Rust'])).then([]);
      when([bypassed], start(['Python'])).then([]);
    });
  });

  describe('decisions', () => {
    it('gives the next task of the skill after a failure', () => {
      when(started, decision('a-1', 'fail')).then([
        failed('Python', 'a-1'),
        assigned('Python', 't-py-2', 'a-next'),
      ]);
    });

    it('blocks the skill once every task of it failed (exhausted)', () => {
      when(started, decision('a-2', 'fail')).then([
        failed('SQL', 'a-2'),
        blocked('SQL', 'exhausted'),
      ]);
      const history = [...started, failed('Python', 'a-1'), assigned('Python', 't-py-2', 'a-3')];
      when(history, decision('a-3', 'fail')).then([
        failed('Python', 'a-3'),
        blocked('Python', 'exhausted'),
      ]);
    });

    it('passes the skill, and completes onboarding with the last skill', () => {
      when(started, decision('a-1', 'pass')).then([passed('Python', 'a-1')]);
      when([...started, passed('Python', 'a-1')], decision('a-2', 'pass')).then([
        passed('SQL', 'a-2'),
        completed,
      ]);
    });

    it('leaves a needs_review decision, an unknown assignment and a repeated decision alone', () => {
      when(started, decision('a-1', 'needs_review')).then([]);
      when(started, decision('someone-else', 'pass')).then([]);
      when([...started, passed('Python', 'a-1')], decision('a-1', 'pass')).then([]);
      when(
        [...started, failed('SQL', 'a-2'), blocked('SQL', 'exhausted')],
        decision('a-2', 'fail'),
      ).then([]);
    });

    it('records a pass after a bypass without completing twice', () => {
      when([...started, bypassed, passed('Python', 'a-1')], decision('a-2', 'pass')).then([
        passed('SQL', 'a-2'),
      ]);
    });
  });

  describe('retry', () => {
    const retry = (skill: string, newIds = ids('a-new')): OnboardingCommand => ({
      kind: 'Retry',
      operatorId: OP,
      skill,
      bank,
      newAssignmentId: newIds,
    });
    const cleared: DomainEvent = {
      type: 'OnboardingFailedTasksCleared',
      data: { operator_id: OP, skill: 'Python', assignment_ids: ['a-1', 'a-3'] },
    };

    it('keeps the task the failure already gave the skill: nothing new, nothing reopened', () => {
      when(
        [...started, failed('Python', 'a-1'), assigned('Python', 't-py-2', 'a-3')],
        retry('python'),
      ).then([]);
    });

    it('gives a new bank task when the skill has none open (failed history cleared)', () => {
      const history = [
        ...started,
        failed('Python', 'a-1'),
        assigned('Python', 't-py-2', 'a-3'),
        failed('Python', 'a-3'),
        blocked('Python', 'exhausted'),
      ];
      when([...history, cleared], retry('Python')).then([assigned('Python', 't-py-1', 'a-new')]);
    });

    it('refuses when no bank task is left, or the skill needs none', () => {
      const exhausted = [
        ...started,
        failed('Python', 'a-1'),
        assigned('Python', 't-py-2', 'a-3'),
        failed('Python', 'a-3'),
        blocked('Python', 'exhausted'),
      ];
      when(exhausted, retry('Python')).thenRefuses('conflict', ONBOARDING_TEXTS.exhaustedHint);
      for (const history of [
        [...started, passed('Python', 'a-1')],
        [...exhausted, dropped('Python')],
        [...started, failed('Python', 'a-1'), bypassed],
        started,
      ]) {
        when(history, retry(history === started ? 'Go' : 'Python')).thenRefuses(
          'conflict',
          ONBOARDING_TEXTS.retryNotNeeded,
        );
      }
    });
  });

  describe('drop skill', () => {
    const sqlBlocked = [...started, failed('SQL', 'a-2'), blocked('SQL', 'exhausted')];

    it('drops a blocked skill, and completes onboarding when the others have passed', () => {
      when(sqlBlocked, drop('sql')).then([dropped('SQL')]);
      when([...sqlBlocked, passed('Python', 'a-1')], drop('SQL')).then([dropped('SQL'), completed]);
    });

    it('drops a skill the bank has no task for', () => {
      when([blocked('Haskell', 'no_tasks')], drop('Haskell')).then([dropped('Haskell')]);
    });

    it('does not complete onboarding when every skill was dropped and none passed', () => {
      const past = [...sqlBlocked, failed('Python', 'a-1'), blocked('Python', 'exhausted')];
      when(past, drop('SQL')).then([dropped('SQL')]);
      expect(isOnboardingDone(given(blocked('Go', 'no_tasks'), dropped('Go')))).toBe(false);
    });

    it('refuses a skill in progress or passed', () => {
      const conflict = ['conflict', ONBOARDING_TEXTS.onlyBlockedSkillDropped] as const;
      when(started, drop('Python')).thenRefuses(...conflict);
      when([...started, passed('Python', 'a-1')], drop('Python')).thenRefuses(...conflict);
    });

    it('refuses an unknown or already dropped skill', () => {
      const notFound = ['not_found', ONBOARDING_TEXTS.skillNotFound] as const;
      when(started, drop('Rust')).thenRefuses(...notFound);
      when([...sqlBlocked, dropped('SQL')], drop('SQL')).thenRefuses(...notFound);
    });

    it('never gives a dropped skill a task again', () => {
      spec
        .given([...sqlBlocked, dropped('SQL')])
        .when({ ...start(['SQL']), bank: { sql: ['t-sql-1', 't-sql-2'] } })
        .then([]);
    });
  });

  describe('bypass', () => {
    it('bypasses once', () => {
      when(started, { kind: 'Bypass', operatorId: OP }).then([bypassed]);
      when([bypassed], { kind: 'Bypass', operatorId: OP }).then([]);
    });
  });

  it('folds the progress of each skill', () => {
    expect(given(...started, failed('Python', 'a-1'), assigned('Python', 't-py-2', 'a-3'))).toEqual(
      {
        skills: {
          python: {
            skill: 'Python',
            attempts: [
              { onboardingTaskId: 't-py-1', assignmentId: 'a-1', outcome: 'failed' },
              { onboardingTaskId: 't-py-2', assignmentId: 'a-3', outcome: 'pending' },
            ],
            passed: false,
            blocked: null,
            dropped: false,
          },
          sql: {
            skill: 'SQL',
            attempts: [{ onboardingTaskId: 't-sql-1', assignmentId: 'a-2', outcome: 'pending' }],
            passed: false,
            blocked: null,
            dropped: false,
          },
        },
        completed: false,
        bypassed: false,
      },
    );
  });
});
