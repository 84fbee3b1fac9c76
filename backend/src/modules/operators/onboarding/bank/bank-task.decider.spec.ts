import type { DomainEvent } from '@morphic/contracts/server';
import { DomainRuleViolation, fold } from '../../../../infrastructure/commands/decider';
import { bankTaskDecider, taskFields, type BankTaskCommand } from './bank-task.decider';

const fields = taskFields({
  title: 'Prove Go',
  description: 'A Go exercise',
  skill_tag: 'Go',
  difficulty: 'startup_founding_engineer',
  version: 1,
  reward_amount: 0,
  validator_kind: 'ai_reference',
  active: true,
});

const given = (events: DomainEvent[], command: BankTaskCommand) =>
  bankTaskDecider.decide(command, fold(bankTaskDecider, events));

const added = () => given([], { kind: 'Add', taskId: 't1', task: fields }) as DomainEvent[];

describe('bank task decider', () => {
  it('adds a task once, weighting its own skill when no vector is given', () => {
    const events = added();
    expect(events).toEqual([
      {
        type: 'OnboardingTaskAdded',
        data: expect.objectContaining({ task_id: 't1', required_skill_vector: { go: 1 } }),
      },
    ]);
    expect(given(events, { kind: 'Add', taskId: 't1', task: fields })).toEqual([]);
  });

  it('saves, sets the answer key of and deletes a live task', () => {
    const history = added();
    expect(
      given(history, { kind: 'Save', taskId: 't1', task: { ...fields, active: false } }),
    ).toEqual([
      { type: 'OnboardingTaskUpdated', data: { task_id: 't1', ...fields, active: false } },
    ]);
    expect(given(history, { kind: 'Delete', taskId: 't1' })).toEqual([
      { type: 'OnboardingTaskDeleted', data: { task_id: 't1' } },
    ]);
  });

  it('refuses any change to a task that does not exist or was deleted', () => {
    const deleted = [
      ...added(),
      { type: 'OnboardingTaskDeleted', data: { task_id: 't1' } },
    ] as DomainEvent[];
    for (const history of [[], deleted]) {
      expect(() => given(history, { kind: 'Delete', taskId: 't1' })).toThrow(DomainRuleViolation);
      expect(() => given(history, { kind: 'SetAnswerKey', taskId: 't1', files: [] })).toThrow(
        'Onboarding task not found',
      );
    }
  });

  it('folds what a timeline shows: title, skill, activation and answer-key files', () => {
    const file = {
      saved_name: 'a',
      original_name: 'key.md',
      size: 1,
      sha256: 'a',
      content_type: 'text/plain',
      uploaded_at: '2026-01-01T00:00:00.000Z',
    };
    const events = [
      ...added(),
      { type: 'OnboardingTaskAnswerKeyUploaded', data: { task_id: 't1', files: [file] } },
      {
        type: 'OnboardingTaskUpdated',
        data: { task_id: 't1', ...fields, title: 'Renamed', active: false },
      },
    ] as DomainEvent[];
    expect(fold(bankTaskDecider, events)).toEqual({
      exists: true,
      deleted: false,
      title: 'Renamed',
      skill_tag: 'Go',
      active: false,
      answer_key: ['key.md'],
    });
  });
});
