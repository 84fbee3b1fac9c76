import { ONBOARDING_BANK_TEXTS } from '@morphic/contracts';
import type { DomainEvent } from '@morphic/contracts/server';
import { DeciderSpecification } from '../../../../testing/decider-specification';
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

const spec = DeciderSpecification.for(bankTaskDecider);
const when = (events: DomainEvent[], command: BankTaskCommand) => spec.given(events).when(command);

const added = (): DomainEvent[] => when([], { kind: 'Add', taskId: 't1', task: fields }).events();

describe('bank task decider', () => {
  it('adds a task once, weighting its own skill when no vector is given', () => {
    const events = added();
    expect(events).toEqual([
      {
        type: 'OnboardingTaskAdded',
        data: expect.objectContaining({ task_id: 't1', required_skill_vector: { go: 1 } }),
      },
    ]);
    when(events, { kind: 'Add', taskId: 't1', task: fields }).then([]);
  });

  it('saves, sets the answer key of and deletes a live task', () => {
    const history = added();
    when(history, { kind: 'Save', taskId: 't1', task: { ...fields, active: false } }).then([
      { type: 'OnboardingTaskUpdated', data: { task_id: 't1', ...fields, active: false } },
    ]);
    when(history, { kind: 'Delete', taskId: 't1' }).then([
      { type: 'OnboardingTaskDeleted', data: { task_id: 't1' } },
    ]);
  });

  it('refuses any change to a task that does not exist or was deleted', () => {
    const deleted = [
      ...added(),
      { type: 'OnboardingTaskDeleted', data: { task_id: 't1' } },
    ] as DomainEvent[];
    const notFound = ONBOARDING_BANK_TEXTS.notFound;
    for (const history of [[], deleted]) {
      when(history, { kind: 'Delete', taskId: 't1' }).thenRefuses('not_found', notFound);
      when(history, { kind: 'SetAnswerKey', taskId: 't1', files: [] }).thenRefuses(
        'not_found',
        notFound,
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
    expect(spec.given(events).state).toEqual({
      exists: true,
      deleted: false,
      title: 'Renamed',
      skill_tag: 'Go',
      active: false,
      answer_key: ['key.md'],
    });
  });
});
