import type { DomainEvent, EventData } from '@morphic/contracts/server';
import { DomainRuleViolation, fold } from '../../../infrastructure/commands/decider';
import {
  assignmentDecider,
  type AssignmentCommand,
  type OperatorAssignmentCommand,
} from './assignment.decider';

const ID = 'as-1';
const ADA = 'op-ada';

const task = (overrides: Partial<EventData<'TaskTaken'>> = {}): EventData<'TaskTaken'> => ({
  assignment_id: ID,
  operator_id: ADA,
  source: 'mission',
  mission_id: 'ms-1',
  onboarding_task_id: null,
  skill: null,
  title: 'Fix the gearbox firmware',
  description: 'Make the stepper stop overshooting.',
  reward_amount: 120,
  reward_asset: 'USD',
  domain_tags: ['embedded', 'c'],
  validator_kind: 'peer',
  deadline_at: null,
  message: null,
  ...overrides,
});
const file = (name: string, saved = name.padEnd(64, '0').slice(0, 64)) => ({
  saved_name: saved,
  original_name: name,
  size: 10,
  sha256: saved,
  content_type: 'text/plain',
});
const a = file('a.txt', 'a'.repeat(64));
const b = file('b.txt', 'b'.repeat(64));

const taken = (overrides: Partial<EventData<'TaskTaken'>> = {}): DomainEvent => ({
  type: 'TaskTaken',
  data: task(overrides),
});
const uploaded = (f: typeof a): DomainEvent => ({
  type: 'FileUploaded',
  data: { assignment_id: ID, file: f },
});
const removed = (savedName: string): DomainEvent => ({
  type: 'FileRemoved',
  data: { assignment_id: ID, saved_name: savedName },
});
const submitted = (entry = 'en-1', names = [a.saved_name]): DomainEvent => ({
  type: 'Submitted',
  data: { assignment_id: ID, entry_id: entry, notes: 'done', saved_names: names },
});
const queued = (entry = 'en-1', kind: 'peer' | 'automated' = 'peer'): DomainEvent => ({
  type: 'ValidationQueued',
  data: { assignment_id: ID, entry_id: entry, validator_kind: kind },
});
const claimed = (entry = 'en-1'): DomainEvent => ({
  type: 'ValidationClaimed',
  data: { assignment_id: ID, entry_id: entry, validator_id: 'op-val' },
});
const decided = (decision: 'pass' | 'fail' | 'needs_review', entry = 'en-1'): DomainEvent => ({
  type: 'Decided',
  data: {
    assignment_id: ID,
    entry_id: entry,
    decision,
    validation_status:
      decision === 'pass' ? 'approved' : decision === 'fail' ? 'rejected' : 'needs_review',
    score: 0.8,
    report: 'ok',
    validator_id: 'op-val',
    validator_type: 'peer',
  },
});
const unsubmitted = (entry = 'en-1'): DomainEvent => ({
  type: 'Unsubmitted',
  data: { assignment_id: ID, entry_id: entry },
});
const released: DomainEvent = {
  type: 'AssignmentReleased',
  data: { assignment_id: ID, reason: 'released by operator' },
};
const retried: DomainEvent = { type: 'AssignmentRetried', data: { assignment_id: ID } };

const when = (given: DomainEvent[], command: AssignmentCommand) =>
  assignmentDecider.decide(command, fold(assignmentDecider, given));
const refused = (kind: DomainRuleViolation['kind'], message: string) =>
  new DomainRuleViolation(kind, message);

const notFound = refused('not_found', 'Assignment not found');
const open = [taken(), uploaded(a)];
const inValidation = [...open, submitted(), queued()];
const failed = [...inValidation, claimed(), decided('fail')];
const validated = [...inValidation, claimed(), decided('pass')];

const upload = (...files: (typeof a)[]): OperatorAssignmentCommand => ({
  kind: 'Upload',
  operatorId: ADA,
  files,
});
const submit: OperatorAssignmentCommand = {
  kind: 'Submit',
  operatorId: ADA,
  notes: 'done',
  entryId: 'en-1',
};
const unsubmit: OperatorAssignmentCommand = { kind: 'Unsubmit', operatorId: ADA };
const release: OperatorAssignmentCommand = {
  kind: 'Release',
  operatorId: ADA,
  reason: 'released by operator',
};
const retry = (missionOpenAgain = false): OperatorAssignmentCommand => ({
  kind: 'Retry',
  operatorId: ADA,
  missionOpenAgain,
});
const remove = (fileName: string): OperatorAssignmentCommand => ({
  kind: 'RemoveFile',
  operatorId: ADA,
  fileName,
});

describe('assignment decider: creation', () => {
  it('creates the assignment once, from the TaskTaken data', () => {
    expect(when([], { kind: 'Create', task: task() })).toEqual([taken()]);
    expect(() => when([taken()], { kind: 'Create', task: task() })).toThrow(
      refused('conflict', 'Assignment already exists'),
    );
  });
});

describe('assignment decider: every command of an unknown or foreign assignment', () => {
  const commands: OperatorAssignmentCommand[] = [
    upload(a),
    remove(a.saved_name),
    submit,
    unsubmit,
    release,
    retry(),
    { kind: 'AskQuestion', operatorId: ADA, question: 'What format?' },
  ];

  it.each(commands.map((command) => [command.kind, command]))(
    '%s reads as "Assignment not found" when the assignment does not exist',
    (_kind, command) => {
      expect(() => when([], command)).toThrow(notFound);
    },
  );

  it.each(commands.map((command) => [command.kind, command]))(
    "%s reads as not found for another operator's assignment",
    (_kind, command) => {
      expect(() => when([...failed], { ...command, operatorId: 'op-alan' })).toThrow(notFound);
    },
  );
});

describe('assignment decider: uploads', () => {
  it('records each new file in accepted, and several at once', () => {
    expect(when([taken()], upload(a, b))).toEqual([uploaded(a), uploaded(b)]);
  });

  it('accepts uploads while submitted', () => {
    expect(when(inValidation, upload(b))).toEqual([uploaded(b)]);
  });

  it('records nothing for the same content under the same name; a new name replaces it', () => {
    expect(when(open, upload(a))).toEqual([]);
    expect(when([taken()], upload(a, a))).toEqual([uploaded(a)]);
    const renamed = { ...a, original_name: 'a-final.txt' };
    expect(when(open, upload(renamed))).toEqual([uploaded(renamed)]);
  });

  it('refuses an empty upload', () => {
    expect(() => when([taken()], upload())).toThrow(
      refused('invalid', 'Please choose at least one file to upload'),
    );
  });

  it('holds at most 10 files per assignment', () => {
    const nine = Array.from({ length: 9 }, (_, i) => file(`f${i}.txt`, String(i).repeat(64)));
    const given = [taken(), ...nine.map(uploaded)];
    expect(when(given, upload(a))).toEqual([uploaded(a)]);
    expect(() => when(given, upload(a, b))).toThrow(
      refused('invalid', 'An assignment holds at most 10 files'),
    );
    expect(() => when([...given, uploaded(a)], upload(b))).toThrow(
      refused('invalid', 'An assignment holds at most 10 files'),
    );
    // Removing one makes room again.
    expect(when([...given, uploaded(a), removed(a.saved_name)], upload(b))).toEqual([uploaded(b)]);
  });

  it.each([
    ['validated', validated],
    ['failed', failed],
    ['released', [...open, released]],
  ])('refuses uploads once %s', (_state, given) => {
    expect(() => when(given, upload(b))).toThrow(
      refused('conflict', 'Files can only be uploaded while the assignment is open or submitted'),
    );
  });
});

describe('assignment decider: removing files', () => {
  it('removes a file named by its saved name or its original name', () => {
    expect(when([...open, uploaded(b)], remove(a.saved_name))).toEqual([removed(a.saved_name)]);
    expect(when([...open, uploaded(b)], remove('b.txt'))).toEqual([removed(b.saved_name)]);
  });

  it('removes from a failed assignment, and from a submitted one that keeps a file', () => {
    expect(when(failed, remove('a.txt'))).toEqual([removed(a.saved_name)]);
    const twoFiles = [taken(), uploaded(a), uploaded(b), submitted(), queued()];
    expect(when(twoFiles, remove('b.txt'))).toEqual([removed(b.saved_name)]);
  });

  it('refuses the last file of a submitted assignment', () => {
    expect(() => when(inValidation, remove('a.txt'))).toThrow(
      refused(
        'conflict',
        'A submitted assignment keeps at least one file. Unsubmit it to replace its files.',
      ),
    );
  });

  it('refuses once validated, and once released', () => {
    expect(() => when(validated, remove('a.txt'))).toThrow(
      refused('conflict', 'Files can no longer be removed once the assignment is validated'),
    );
    expect(() => when([...open, released], remove('a.txt'))).toThrow(
      refused('conflict', 'Files can no longer be removed from this assignment'),
    );
  });

  it('answers not found for a file it does not hold', () => {
    expect(() => when(open, remove('other.txt'))).toThrow(refused('not_found', 'File not found'));
    expect(() => when([...open, removed(a.saved_name)], remove('a.txt'))).toThrow(
      refused('not_found', 'File not found'),
    );
  });
});

describe('assignment decider: submit', () => {
  it('appends Submitted and ValidationQueued together, with the files and the validator kind', () => {
    expect(
      when([taken({ validator_kind: 'automated' }), uploaded(a), uploaded(b)], submit),
    ).toEqual([submitted('en-1', [a.saved_name, b.saved_name]), queued('en-1', 'automated')]);
  });

  it('needs at least one file', () => {
    const message = 'Please upload at least one file before submitting';
    expect(() => when([taken()], submit)).toThrow(refused('invalid', message));
    expect(() => when([...open, removed(a.saved_name)], submit)).toThrow(
      refused('invalid', message),
    );
  });

  it('refuses a second submission: of two racing submits, one wins', () => {
    expect(() => when(inValidation, submit)).toThrow(
      refused('conflict', 'This assignment has already been submitted'),
    );
  });

  it.each([
    ['validated', validated],
    ['failed', failed],
    ['released', [...open, released]],
  ])('refuses to submit once %s', (_state, given) => {
    expect(() => when(given, submit)).toThrow(
      refused('conflict', 'Only an open assignment can be submitted'),
    );
  });

  it('submits again after an unsubmit, and after a retry', () => {
    expect(when([...inValidation, unsubmitted()], { ...submit, entryId: 'en-2' })).toEqual([
      submitted('en-2'),
      queued('en-2'),
    ]);
    expect(when([...failed, retried], { ...submit, entryId: 'en-2' })).toEqual([
      submitted('en-2'),
      queued('en-2'),
    ]);
  });
});

describe('assignment decider: unsubmit', () => {
  it('withdraws a submission waiting for validation (pending) or in review (validating)', () => {
    expect(when(inValidation, unsubmit)).toEqual([unsubmitted()]);
    expect(when([...inValidation, claimed()], unsubmit)).toEqual([unsubmitted()]);
  });

  it.each([
    ['an open assignment', open],
    ['an unsubmitted one', [...inValidation, unsubmitted()]],
    ['one awaiting human review', [...inValidation, claimed(), decided('needs_review')]],
    ['a validated one', validated],
    ['a failed one', failed],
    ['a released one', [...open, released]],
  ])('refuses %s', (_label, given) => {
    expect(() => when(given, unsubmit)).toThrow(
      refused('conflict', 'Only a submission waiting for validation can be unsubmitted'),
    );
  });
});

describe('assignment decider: release', () => {
  it('releases an open or a failed marketplace assignment', () => {
    expect(when([taken()], release)).toEqual([released]);
    expect(when(open, release)).toEqual([released]);
    expect(when(failed, release)).toEqual([released]);
  });

  it('never releases an onboarding assignment', () => {
    const onboarding = taken({ source: 'onboarding', mission_id: null, onboarding_task_id: 't1' });
    expect(() => when([onboarding], release)).toThrow(
      refused('conflict', 'Onboarding assignments cannot be released'),
    );
  });

  it.each([
    ['submitted', inValidation],
    ['validated', validated],
    ['released', [...open, released]],
  ])('refuses once %s', (_state, given) => {
    expect(() => when(given, release)).toThrow(
      refused('conflict', 'Only an open or failed assignment can be released'),
    );
  });
});

describe('assignment decider: retry', () => {
  it('takes a failed assignment back to accepted while its mission is not open again', () => {
    expect(when(failed, retry())).toEqual([retried]);
  });

  it('never reopens a failed onboarding assignment: its retry is a new bank task', () => {
    const onboarding = taken({ source: 'onboarding', mission_id: null, onboarding_task_id: 't1' });
    const onboardingFailed = [onboarding, ...failed.slice(1)];
    expect(when(onboardingFailed, retry())).toEqual([]);
    expect(() => when([onboarding], retry())).toThrow(
      refused('conflict', 'Only a failed assignment can be retried'),
    );
  });

  it('refuses when the mission is open again: re-apply from the marketplace', () => {
    expect(() => when(failed, retry(true))).toThrow(
      refused(
        'conflict',
        'This mission is open again in the marketplace. Please re-apply from the Marketplace.',
      ),
    );
  });

  it.each([
    ['open', open],
    ['submitted', inValidation],
    ['validated', validated],
    ['released', [...failed, released]],
    ['already retried', [...failed, retried]],
  ])('refuses an assignment that is %s', (_state, given) => {
    expect(() => when(given, retry())).toThrow(
      refused('conflict', 'Only a failed assignment can be retried'),
    );
  });
});

describe('assignment decider: questions', () => {
  it('records the question with who asked, in any state but released', () => {
    const asked: DomainEvent = {
      type: 'QuestionAsked',
      data: { assignment_id: ID, question: 'Which baud rate?', asked_by: ADA },
    };
    const command: AssignmentCommand = {
      kind: 'AskQuestion',
      operatorId: ADA,
      question: 'Which baud rate?',
    };
    for (const given of [open, inValidation, validated, failed]) {
      expect(when(given, command)).toEqual([asked]);
    }
    expect(() => when([...open, released], command)).toThrow(
      refused('conflict', 'This assignment has been released'),
    );
  });
});

describe('assignment decider: validation outcomes fold into the state', () => {
  it('needs_review keeps the assignment submitted; pass validates; fail fails', () => {
    const state = (given: DomainEvent[]) => fold(assignmentDecider, given);
    expect(state(inValidation)).toMatchObject({ state: 'submitted', validationStatus: 'pending' });
    expect(state([...inValidation, claimed()])).toMatchObject({
      state: 'submitted',
      validationStatus: 'validating',
      validatorId: 'op-val',
    });
    expect(state([...inValidation, claimed(), decided('needs_review')])).toMatchObject({
      state: 'submitted',
      validationStatus: 'needs_review',
    });
    expect(state(validated)).toMatchObject({ state: 'validated', validationStatus: 'approved' });
    expect(state(failed)).toMatchObject({ state: 'failed', validationStatus: 'rejected' });
    expect(state([...failed, retried])).toMatchObject({
      state: 'accepted',
      entryId: null,
      validationStatus: null,
    });
  });
});
