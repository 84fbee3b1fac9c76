import type { DomainEvent } from '@morphic/contracts/server';
import { DeciderSpecification } from '../../../testing/decider-specification';
import { taskTaken } from '../../../testing/events/mission-events';
import {
  assignmentDecider,
  type AssignmentCommand,
  type OperatorAssignmentCommand,
} from './assignment.decider';

const ID = 'as-1';
const ADA = 'op-ada';

const file = (name: string, saved = name.padEnd(64, '0').slice(0, 64)) => ({
  saved_name: saved,
  original_name: name,
  size: 10,
  sha256: saved,
  content_type: 'text/plain',
});
const a = file('a.txt', 'a'.repeat(64));
const b = file('b.txt', 'b'.repeat(64));

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

const spec = DeciderSpecification.for(assignmentDecider);
const when = (given: DomainEvent[], command: AssignmentCommand) => spec.given(given).when(command);

const notFound = ['not_found', 'Assignment not found'] as const;
const open = [taskTaken(), uploaded(a)];
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
    when([], { kind: 'Create', task: taskTaken().data }).then([taskTaken()]);
    when([taskTaken()], { kind: 'Create', task: taskTaken().data }).thenRefuses(
      'conflict',
      'Assignment already exists',
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
      when([], command).thenRefuses(...notFound);
    },
  );

  it.each(commands.map((command) => [command.kind, command]))(
    "%s reads as not found for another operator's assignment",
    (_kind, command) => {
      when([...failed], { ...command, operatorId: 'op-alan' }).thenRefuses(...notFound);
    },
  );
});

describe('assignment decider: uploads', () => {
  it('records each new file in accepted, and several at once', () => {
    when([taskTaken()], upload(a, b)).then([uploaded(a), uploaded(b)]);
  });

  it('accepts uploads while submitted', () => {
    when(inValidation, upload(b)).then([uploaded(b)]);
  });

  it('records nothing for the same content under the same name; a new name replaces it', () => {
    when(open, upload(a)).then([]);
    when([taskTaken()], upload(a, a)).then([uploaded(a)]);
    const renamed = { ...a, original_name: 'a-final.txt' };
    when(open, upload(renamed)).then([uploaded(renamed)]);
  });

  it('refuses an empty upload', () => {
    when([taskTaken()], upload()).thenRefuses(
      'invalid',
      'Please choose at least one file to upload',
    );
  });

  it('holds at most 10 files per assignment', () => {
    const nine = Array.from({ length: 9 }, (_, i) => file(`f${i}.txt`, String(i).repeat(64)));
    const given = [taskTaken(), ...nine.map(uploaded)];
    when(given, upload(a)).then([uploaded(a)]);
    when(given, upload(a, b)).thenRefuses('invalid', 'An assignment holds at most 10 files');
    when([...given, uploaded(a)], upload(b)).thenRefuses(
      'invalid',
      'An assignment holds at most 10 files',
    );
    // Removing one makes room again.
    when([...given, uploaded(a), removed(a.saved_name)], upload(b)).then([uploaded(b)]);
  });

  it.each([
    ['validated', validated],
    ['failed', failed],
    ['released', [...open, released]],
  ])('refuses uploads once %s', (_state, given) => {
    when(given, upload(b)).thenRefuses(
      'conflict',
      'Files can only be uploaded while the assignment is open or submitted',
    );
  });
});

describe('assignment decider: removing files', () => {
  it('removes a file named by its saved name or its original name', () => {
    when([...open, uploaded(b)], remove(a.saved_name)).then([removed(a.saved_name)]);
    when([...open, uploaded(b)], remove('b.txt')).then([removed(b.saved_name)]);
  });

  it('removes from a failed assignment, and from a submitted one that keeps a file', () => {
    when(failed, remove('a.txt')).then([removed(a.saved_name)]);
    const twoFiles = [taskTaken(), uploaded(a), uploaded(b), submitted(), queued()];
    when(twoFiles, remove('b.txt')).then([removed(b.saved_name)]);
  });

  it('refuses the last file of a submitted assignment', () => {
    when(inValidation, remove('a.txt')).thenRefuses(
      'conflict',
      'A submitted assignment keeps at least one file. Unsubmit it to replace its files.',
    );
  });

  it('refuses once validated, and once released', () => {
    when(validated, remove('a.txt')).thenRefuses(
      'conflict',
      'Files can no longer be removed once the assignment is validated',
    );
    when([...open, released], remove('a.txt')).thenRefuses(
      'conflict',
      'Files can no longer be removed from this assignment',
    );
  });

  it('answers not found for a file it does not hold', () => {
    when(open, remove('other.txt')).thenRefuses('not_found', 'File not found');
    when([...open, removed(a.saved_name)], remove('a.txt')).thenRefuses(
      'not_found',
      'File not found',
    );
  });
});

describe('assignment decider: submit', () => {
  it('appends Submitted and ValidationQueued together, with the files and the validator kind', () => {
    when([taskTaken({ validator_kind: 'automated' }), uploaded(a), uploaded(b)], submit).then([
      submitted('en-1', [a.saved_name, b.saved_name]),
      queued('en-1', 'automated'),
    ]);
  });

  it('needs at least one file', () => {
    const message = 'Please upload at least one file before submitting';
    when([taskTaken()], submit).thenRefuses('invalid', message);
    when([...open, removed(a.saved_name)], submit).thenRefuses('invalid', message);
  });

  it('refuses a second submission: of two racing submits, one wins', () => {
    when(inValidation, submit).thenRefuses(
      'conflict',
      'This assignment has already been submitted',
    );
  });

  it.each([
    ['validated', validated],
    ['failed', failed],
    ['released', [...open, released]],
  ])('refuses to submit once %s', (_state, given) => {
    when(given, submit).thenRefuses('conflict', 'Only an open assignment can be submitted');
  });

  it('submits again after an unsubmit, and after a retry', () => {
    when([...inValidation, unsubmitted()], { ...submit, entryId: 'en-2' }).then([
      submitted('en-2'),
      queued('en-2'),
    ]);
    when([...failed, retried], { ...submit, entryId: 'en-2' }).then([
      submitted('en-2'),
      queued('en-2'),
    ]);
  });
});

describe('assignment decider: unsubmit', () => {
  it('withdraws a submission waiting for validation (pending) or in review (validating)', () => {
    when(inValidation, unsubmit).then([unsubmitted()]);
    when([...inValidation, claimed()], unsubmit).then([unsubmitted()]);
  });

  it.each([
    ['an open assignment', open],
    ['an unsubmitted one', [...inValidation, unsubmitted()]],
    ['one awaiting human review', [...inValidation, claimed(), decided('needs_review')]],
    ['a validated one', validated],
    ['a failed one', failed],
    ['a released one', [...open, released]],
  ])('refuses %s', (_label, given) => {
    when(given, unsubmit).thenRefuses(
      'conflict',
      'Only a submission waiting for validation can be unsubmitted',
    );
  });
});

describe('assignment decider: release', () => {
  it('releases an open or a failed marketplace assignment', () => {
    when([taskTaken()], release).then([released]);
    when(open, release).then([released]);
    when(failed, release).then([released]);
  });

  it('never releases an onboarding assignment', () => {
    const onboarding = taskTaken({
      source: 'onboarding',
      mission_id: null,
      onboarding_task_id: 't1',
    });
    when([onboarding], release).thenRefuses(
      'conflict',
      'Onboarding assignments cannot be released',
    );
  });

  it.each([
    ['submitted', inValidation],
    ['validated', validated],
    ['released', [...open, released]],
  ])('refuses once %s', (_state, given) => {
    when(given, release).thenRefuses(
      'conflict',
      'Only an open or failed assignment can be released',
    );
  });
});

describe('assignment decider: retry', () => {
  it('takes a failed assignment back to accepted while its mission is not open again', () => {
    when(failed, retry()).then([retried]);
  });

  it('never reopens a failed onboarding assignment: its retry is a new bank task', () => {
    const onboarding = taskTaken({
      source: 'onboarding',
      mission_id: null,
      onboarding_task_id: 't1',
    });
    const onboardingFailed = [onboarding, ...failed.slice(1)];
    when(onboardingFailed, retry()).then([]);
    when([onboarding], retry()).thenRefuses('conflict', 'Only a failed assignment can be retried');
  });

  it('refuses when the mission is open again: re-apply from the marketplace', () => {
    when(failed, retry(true)).thenRefuses(
      'conflict',
      'This mission is open again in the marketplace. Please re-apply from the Marketplace.',
    );
  });

  it.each([
    ['open', open],
    ['submitted', inValidation],
    ['validated', validated],
    ['released', [...failed, released]],
    ['already retried', [...failed, retried]],
  ])('refuses an assignment that is %s', (_state, given) => {
    when(given, retry()).thenRefuses('conflict', 'Only a failed assignment can be retried');
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
      when(given, command).then([asked]);
    }
    when([...open, released], command).thenRefuses('conflict', 'This assignment has been released');
  });
});

describe('assignment decider: validation outcomes fold into the state', () => {
  it('needs_review keeps the assignment submitted; pass validates; fail fails', () => {
    const state = (given: DomainEvent[]) => spec.given(given).state;
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
