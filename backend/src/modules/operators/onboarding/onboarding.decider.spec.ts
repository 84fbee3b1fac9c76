import { ONBOARDING_TEXTS } from '@morphic/contracts';
import type { DomainEvent } from '@morphic/contracts/server';
import { DomainRuleViolation, fold } from '../../../infrastructure/commands/decider';
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

const given = (...events: DomainEvent[]) => fold(onboardingDecider, events);
const when = (events: DomainEvent[], command: OnboardingCommand) =>
  onboardingDecider.decide(command, given(...events));

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
      expect(when([], start(['Python', 'SQL']))).toEqual(started);
    });

    it('reports a skill the bank has no task for as blocked, never as passed', () => {
      expect(when([], start(['Python', 'Haskell'], ids('a-1')))).toEqual([
        assigned('Python', 't-py-1', 'a-1'),
        blocked('Haskell', 'no_tasks'),
      ]);
    });

    it('skips repeated and blank skills', () => {
      expect(when([], start(['Python', ' python ', '', 'PYTHON'], ids('a-1')))).toEqual([
        assigned('Python', 't-py-1', 'a-1'),
      ]);
    });

    it('changes nothing when every skill already has its task (a second or parallel call)', () => {
      expect(when(started, start(['Python', 'SQL']))).toEqual([]);
      expect(when([...started, blocked('Haskell', 'no_tasks')], start(['Haskell']))).toEqual([]);
    });

    it('adds a skill added to the report later, and a task added to the bank later', () => {
      expect(when(started, start(['Python', 'SQL', 'sql', 'Go'], ids('a-3')))).toEqual([
        blocked('Go', 'no_tasks'),
      ]);
      expect(
        onboardingDecider.decide(
          { ...start(['Go'], ids('a-3')), bank: { ...bank, go: ['t-go-1'] } },
          given(...started, blocked('Go', 'no_tasks')),
        ),
      ).toEqual([assigned('Go', 't-go-1', 'a-3')]);
    });

    it('does nothing once onboarding is complete or bypassed', () => {
      expect(when([...started, completed], start(['Rust']))).toEqual([]);
      expect(when([bypassed], start(['Python']))).toEqual([]);
    });
  });

  describe('decisions', () => {
    it('gives the next task of the skill after a failure', () => {
      expect(when(started, decision('a-1', 'fail'))).toEqual([
        failed('Python', 'a-1'),
        assigned('Python', 't-py-2', 'a-next'),
      ]);
    });

    it('blocks the skill once every task of it failed (exhausted)', () => {
      expect(when(started, decision('a-2', 'fail'))).toEqual([
        failed('SQL', 'a-2'),
        blocked('SQL', 'exhausted'),
      ]);
      const history = [...started, failed('Python', 'a-1'), assigned('Python', 't-py-2', 'a-3')];
      expect(when(history, decision('a-3', 'fail'))).toEqual([
        failed('Python', 'a-3'),
        blocked('Python', 'exhausted'),
      ]);
    });

    it('passes the skill, and completes onboarding with the last skill', () => {
      expect(when(started, decision('a-1', 'pass'))).toEqual([passed('Python', 'a-1')]);
      expect(when([...started, passed('Python', 'a-1')], decision('a-2', 'pass'))).toEqual([
        passed('SQL', 'a-2'),
        completed,
      ]);
    });

    it('leaves a needs_review decision, an unknown assignment and a repeated decision alone', () => {
      expect(when(started, decision('a-1', 'needs_review'))).toEqual([]);
      expect(when(started, decision('someone-else', 'pass'))).toEqual([]);
      expect(when([...started, passed('Python', 'a-1')], decision('a-1', 'pass'))).toEqual([]);
      expect(
        when(
          [...started, failed('SQL', 'a-2'), blocked('SQL', 'exhausted')],
          decision('a-2', 'fail'),
        ),
      ).toEqual([]);
    });

    it('records a pass after a bypass without completing twice', () => {
      expect(
        when([...started, bypassed, passed('Python', 'a-1')], decision('a-2', 'pass')),
      ).toEqual([passed('SQL', 'a-2')]);
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
      expect(
        when(
          [...started, failed('Python', 'a-1'), assigned('Python', 't-py-2', 'a-3')],
          retry('python'),
        ),
      ).toEqual([]);
    });

    it('gives a new bank task when the skill has none open (failed history cleared)', () => {
      const history = [
        ...started,
        failed('Python', 'a-1'),
        assigned('Python', 't-py-2', 'a-3'),
        failed('Python', 'a-3'),
        blocked('Python', 'exhausted'),
      ];
      expect(when([...history, cleared], retry('Python'))).toEqual([
        assigned('Python', 't-py-1', 'a-new'),
      ]);
    });

    it('refuses when no bank task is left, or the skill needs none', () => {
      const exhausted = [
        ...started,
        failed('Python', 'a-1'),
        assigned('Python', 't-py-2', 'a-3'),
        failed('Python', 'a-3'),
        blocked('Python', 'exhausted'),
      ];
      expect(() => when(exhausted, retry('Python'))).toThrow(
        new DomainRuleViolation('conflict', ONBOARDING_TEXTS.exhaustedHint),
      );
      for (const history of [
        [...started, passed('Python', 'a-1')],
        [...exhausted, dropped('Python')],
        [...started, failed('Python', 'a-1'), bypassed],
        started,
      ]) {
        expect(() => when(history, retry(history === started ? 'Go' : 'Python'))).toThrow(
          new DomainRuleViolation('conflict', ONBOARDING_TEXTS.retryNotNeeded),
        );
      }
    });
  });

  describe('drop skill', () => {
    const sqlBlocked = [...started, failed('SQL', 'a-2'), blocked('SQL', 'exhausted')];

    it('drops a blocked skill, and completes onboarding when the others have passed', () => {
      expect(when(sqlBlocked, drop('sql'))).toEqual([dropped('SQL')]);
      expect(when([...sqlBlocked, passed('Python', 'a-1')], drop('SQL'))).toEqual([
        dropped('SQL'),
        completed,
      ]);
    });

    it('drops a skill the bank has no task for', () => {
      expect(when([blocked('Haskell', 'no_tasks')], drop('Haskell'))).toEqual([dropped('Haskell')]);
    });

    it('does not complete onboarding when every skill was dropped and none passed', () => {
      const state = given(...sqlBlocked, failed('Python', 'a-1'), blocked('Python', 'exhausted'));
      expect(onboardingDecider.decide(drop('SQL'), state)).toEqual([dropped('SQL')]);
      expect(isOnboardingDone(given(blocked('Go', 'no_tasks'), dropped('Go')))).toBe(false);
    });

    it('refuses a skill in progress or passed', () => {
      const conflict = new DomainRuleViolation(
        'conflict',
        ONBOARDING_TEXTS.onlyBlockedSkillDropped,
      );
      expect(() => when(started, drop('Python'))).toThrow(conflict);
      expect(() => when([...started, passed('Python', 'a-1')], drop('Python'))).toThrow(conflict);
    });

    it('refuses an unknown or already dropped skill', () => {
      const notFound = new DomainRuleViolation('not_found', ONBOARDING_TEXTS.skillNotFound);
      expect(() => when(started, drop('Rust'))).toThrow(notFound);
      expect(() => when([...sqlBlocked, dropped('SQL')], drop('SQL'))).toThrow(notFound);
    });

    it('never gives a dropped skill a task again', () => {
      expect(
        onboardingDecider.decide(
          { ...start(['SQL']), bank: { sql: ['t-sql-1', 't-sql-2'] } },
          given(...sqlBlocked, dropped('SQL')),
        ),
      ).toEqual([]);
    });
  });

  describe('bypass', () => {
    it('bypasses once', () => {
      expect(when(started, { kind: 'Bypass', operatorId: OP })).toEqual([bypassed]);
      expect(when([bypassed], { kind: 'Bypass', operatorId: OP })).toEqual([]);
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
