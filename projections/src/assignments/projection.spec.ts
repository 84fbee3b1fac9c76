import {
  ASSIGNMENTS_COLLECTION,
  MISSIONS_COLLECTION,
  AssignmentDocSchema,
  STREAMS,
  type EventData,
  type EventType,
} from '@morphic/contracts/server';
import { AssignmentSchema } from '@morphic/contracts';
import { pushesFor, type ProjectedEvent } from '../runtime/projection';
import {
  TestLog,
  applyAll,
  parsedWith,
  project,
  pushesAfter,
  expectIdempotent,
} from '../testing/project';
import { accountsProjection } from '../accounts/projection';
import { assignmentsProjection } from './projection';

const ID = 'as-1';
const file = (name: string, char: string) => ({
  saved_name: char.repeat(64),
  original_name: name,
  size: 12,
  sha256: char.repeat(64),
  content_type: 'text/plain',
});
const a = file('solution.py', 'a');
const b = file('notes.md', 'b');

const taskTaken = (overrides: Partial<EventData<'TaskTaken'>> = {}): EventData<'TaskTaken'> => ({
  assignment_id: ID,
  operator_id: 'op-ada',
  source: 'mission',
  mission_id: 'ms-1',
  onboarding_task_id: null,
  skill: null,
  title: 'Fix the gearbox firmware',
  description: 'Make the stepper stop overshooting.',
  reward_amount: 120,
  reward_asset: 'USD',
  domain_tags: ['embedded'],
  validator_kind: 'peer',
  deadline_at: '2025-04-01T00:00:00.000Z',
  message: null,
  ...overrides,
});

/** The events of one assignment's stream, as the runner hands them over. */
function assignmentLog() {
  const log = new TestLog();
  const on = <T extends EventType>(type: T, data: EventData<T>, id = ID): ProjectedEvent<T> =>
    log.event(type, data, { streamId: STREAMS.assignment(id) });
  return {
    log,
    taken: (overrides: Partial<EventData<'TaskTaken'>> = {}) =>
      on('TaskTaken', taskTaken(overrides), overrides.assignment_id ?? ID),
    uploaded: (f: typeof a) => on('FileUploaded', { assignment_id: ID, file: f }),
    removed: (f: typeof a) => on('FileRemoved', { assignment_id: ID, saved_name: f.saved_name }),
    submitted: (entry = 'en-1', notes = 'See solution.py') =>
      on('Submitted', {
        assignment_id: ID,
        entry_id: entry,
        notes,
        saved_names: [a.saved_name],
      }),
    queued: (entry = 'en-1') =>
      on('ValidationQueued', { assignment_id: ID, entry_id: entry, validator_kind: 'peer' }),
    claimed: (entry = 'en-1') =>
      on('ValidationClaimed', { assignment_id: ID, entry_id: entry, validator_id: 'op-val' }),
    decided: (decision: 'pass' | 'fail' | 'needs_review', score = 0.8765) =>
      on('Decided', {
        assignment_id: ID,
        entry_id: 'en-1',
        decision,
        validation_status:
          decision === 'pass' ? 'approved' : decision === 'fail' ? 'rejected' : 'needs_review',
        score,
        report: 'Clean and tested.',
        validator_id: 'op-val',
        validator_type: 'peer',
      }),
    unsubmitted: (entry = 'en-1') => on('Unsubmitted', { assignment_id: ID, entry_id: entry }),
    released: () => on('AssignmentReleased', { assignment_id: ID, reason: 'released by operator' }),
    retried: () => on('AssignmentRetried', { assignment_id: ID }),
    asked: (question: string) =>
      on('QuestionAsked', { assignment_id: ID, question, asked_by: 'op-ada' }),
  };
}

const docsOf = (collections: Awaited<ReturnType<typeof project>>) =>
  collections[ASSIGNMENTS_COLLECTION] ?? [];

describe('assignments projection', () => {
  it('creates the document from TaskTaken: accepted, no files, no validation', async () => {
    const s = assignmentLog();
    const taken = s.taken();

    const docs = docsOf(await project(assignmentsProjection, [taken]));

    expect(docs).toEqual([
      {
        _id: ID,
        operator_id: 'op-ada',
        state: 'accepted',
        source: 'mission',
        is_onboarding: false,
        mission_id: 'ms-1',
        onboarding_task_id: null,
        skill: null,
        mission: {
          title: 'Fix the gearbox firmware',
          description: 'Make the stepper stop overshooting.',
          domain_tags: ['embedded'],
          reward_amount: 120,
          reward_asset: 'USD',
          onboarding_skill: null,
        },
        submission_files: [],
        submission_notes: null,
        entry_id: null,
        validation_status: null,
        validator_kind: 'peer',
        validator_id: null,
        quality_score: null,
        validation_feedback: null,
        questions: [],
        decision_due_at: '2025-04-01T00:00:00.000Z',
        submitted_at: null,
        validated_at: null,
        created_at: taken.metadata.at,
        updated_at: taken.metadata.at,
        validation_logs: [],
        stream_revision: 0,
      },
    ]);
    expect(parsedWith(AssignmentDocSchema, docs)).toEqual(docs);
  });

  it('marks onboarding assignments, with their skill', async () => {
    const s = assignmentLog();
    const docs = docsOf(
      await project(assignmentsProjection, [
        s.taken({
          source: 'onboarding',
          mission_id: null,
          onboarding_task_id: 'ot-1',
          skill: 'python',
          validator_kind: 'automated',
        }),
      ]),
    );
    expect(docs[0]).toMatchObject({
      is_onboarding: true,
      onboarding_task_id: 'ot-1',
      skill: 'python',
      validator_kind: 'automated',
      mission: { onboarding_skill: 'python' },
    });
  });

  it('keeps the uploaded files by saved name, replaces a renamed one, and drops removed ones', async () => {
    const s = assignmentLog();
    const events = [
      s.taken(),
      s.uploaded(a),
      s.uploaded(b),
      s.uploaded({ ...a, original_name: 'solution-v2.py' }),
      s.removed(b),
    ];

    const docs = docsOf(await project(assignmentsProjection, events));

    expect(docs[0]?.['submission_files']).toEqual([
      { ...a, original_name: 'solution-v2.py', uploaded_at: events[3]?.metadata.at },
    ]);
    expect(docs[0]?.['updated_at']).toBe(events[4]?.metadata.at);
    expect(docs[0]?.['stream_revision']).toBe(4);
  });

  it('follows a submission through validation to approval, with score, feedback and the log', async () => {
    const s = assignmentLog();
    const events = [
      s.taken(),
      s.uploaded(a),
      s.submitted(),
      s.queued(),
      s.claimed(),
      s.decided('pass'),
    ];

    const docs = docsOf(await project(assignmentsProjection, events));

    expect(docs[0]).toMatchObject({
      state: 'validated',
      entry_id: 'en-1',
      submission_notes: 'See solution.py',
      submitted_at: events[2]?.metadata.at,
      validation_status: 'approved',
      validator_id: 'op-val',
      validator_kind: 'peer',
      quality_score: 0.8765,
      validation_feedback: 'Clean and tested.',
      validated_at: events[5]?.metadata.at,
      validation_logs: [
        { timestamp: events[3]?.metadata.at, status: 'pending', message: null },
        { timestamp: events[4]?.metadata.at, status: 'validating', message: null },
        { timestamp: events[5]?.metadata.at, status: 'approved', message: 'Clean and tested.' },
      ],
    });
    expect(parsedWith(AssignmentDocSchema, docs)).toEqual(docs);
  });

  it('a fail decision fails the assignment; needs_review keeps it submitted', async () => {
    const failed = assignmentLog();
    const review = assignmentLog();
    const [failedDoc] = docsOf(
      await project(assignmentsProjection, [
        failed.taken(),
        failed.uploaded(a),
        failed.submitted(),
        failed.queued(),
        failed.claimed(),
        failed.decided('fail', 0.2),
      ]),
    );
    const [reviewDoc] = docsOf(
      await project(assignmentsProjection, [
        review.taken(),
        review.uploaded(a),
        review.submitted(),
        review.queued(),
        review.decided('needs_review', 0.5),
      ]),
    );
    expect(failedDoc).toMatchObject({
      state: 'failed',
      validation_status: 'rejected',
      quality_score: 0.2,
    });
    expect(reviewDoc).toMatchObject({
      state: 'submitted',
      validation_status: 'needs_review',
      quality_score: 0.5,
    });
  });

  it('an unsubmit makes it editable again and logs the withdrawal; notes left empty read null', async () => {
    const s = assignmentLog();
    const events = [s.taken(), s.uploaded(a), s.submitted('en-1', ''), s.queued(), s.unsubmitted()];

    const [doc] = docsOf(await project(assignmentsProjection, events));

    expect(doc).toMatchObject({
      state: 'accepted',
      entry_id: null,
      validation_status: null,
      submitted_at: null,
      submission_notes: null,
      submission_files: [{ ...a, uploaded_at: events[1]?.metadata.at }],
      validation_logs: [
        { timestamp: events[3]?.metadata.at, status: 'pending', message: null },
        { timestamp: events[4]?.metadata.at, status: 'withdrawn', message: null },
      ],
    });
  });

  it('a retry clears the failed validation; a release closes the assignment', async () => {
    const s = assignmentLog();
    const base = [s.taken(), s.uploaded(a), s.submitted(), s.queued(), s.decided('fail')];
    const retried = s.retried();
    const [retriedDoc] = docsOf(await project(assignmentsProjection, [...base, retried]));
    expect(retriedDoc).toMatchObject({
      state: 'accepted',
      entry_id: null,
      validation_status: null,
      quality_score: null,
      validation_feedback: null,
      validated_at: null,
    });
    const [releasedDoc] = docsOf(
      await project(assignmentsProjection, [...base, retried, s.released()]),
    );
    expect(releasedDoc?.['state']).toBe('released');
  });

  it('keeps the questions in the order asked, with their time', async () => {
    const s = assignmentLog();
    const events = [s.taken(), s.asked('Which baud rate?'), s.asked('Is C99 fine?')];
    const [doc] = docsOf(await project(assignmentsProjection, events));
    expect(doc?.['questions']).toEqual([
      { timestamp: events[1]?.metadata.at, question: 'Which baud rate?' },
      { timestamp: events[2]?.metadata.at, question: 'Is C99 fine?' },
    ]);
  });

  it('is idempotent: each event twice, a replay, or any earlier event re-applied changes nothing', async () => {
    const s = assignmentLog();
    const events = [
      s.taken(),
      s.uploaded(a),
      s.uploaded(b),
      s.removed(b),
      s.asked('Which baud rate?'),
      s.submitted(),
      s.queued(),
      s.claimed(),
      s.decided('fail'),
      s.retried(),
      s.uploaded(b),
    ];

    const once = await expectIdempotent(assignmentsProjection, events);

    expect(docsOf(once)).toHaveLength(1);
    expect(docsOf(once)[0]).toMatchObject({ state: 'accepted', stream_revision: 10 });
  });

  it("pushes the whole assignment in the API's shape to its operator and its room", async () => {
    const s = assignmentLog();
    const events = [s.taken(), s.uploaded(a), s.submitted(), s.queued()];

    const withoutAccount = await pushesAfter(assignmentsProjection, events);
    expect(withoutAccount).toEqual([
      {
        rooms: ['user:op-ada', 'assignment:as-1', 'role:admin', 'role:founder'],
        message: 'assignment.updated',
        data: {
          id: ID,
          state: 'submitted',
          source: 'mission',
          is_onboarding: false,
          mission_id: 'ms-1',
          onboarding_task_id: null,
          mission: {
            title: 'Fix the gearbox firmware',
            description: 'Make the stepper stop overshooting.',
            status: 'submitted',
            onboarding_skill: null,
            location: null,
            domain_tags: ['embedded'],
            reward_amount: 120,
            reward_asset: 'USD',
          },
          operator: { id: 'op-ada', handle: null, email: null },
          mission_open_again: false,
          submission_files: [{ ...a, uploaded_at: events[1]?.metadata.at }],
          submission_notes: 'See solution.py',
          entry_id: 'en-1',
          validation_status: 'pending',
          validator_type: 'peer',
          validator_id: null,
          quality_score: null,
          validation_feedback: null,
          validation_logs: [
            { timestamp: events[3]?.metadata.at, status: 'pending', message: null },
          ],
          questions: [],
          decision_due_at: '2025-04-01T00:00:00.000Z',
          submitted_at: events[2]?.metadata.at,
          validated_at: null,
          created_at: events[0]?.metadata.at,
          updated_at: events[3]?.metadata.at,
        },
      },
    ]);
    expect(AssignmentSchema.parse(withoutAccount[0]?.data)).toEqual(withoutAccount[0]?.data);
  });

  it('names the operator by handle and email once the account is known', async () => {
    const s = assignmentLog();
    const registered = s.log.event('OperatorRegistered', {
      operator_id: 'op-ada',
      username: 'ada',
      email: 'ada@example.com',
      full_name: null,
      password_hash: '$argon2id$hash',
      role: 'operator',
      age: null,
      education: null,
      university: null,
      cohort: null,
      email_verified: true,
    });
    // The handle and email come from the accounts read model, built beside this one.
    const store = await applyAll(accountsProjection, [registered]);
    const taken = s.taken();
    await applyAll(assignmentsProjection, [taken], store);

    const pushes = await pushesFor(assignmentsProjection, taken, store);

    expect(pushes[0]?.data).toMatchObject({
      operator: { id: 'op-ada', handle: 'ada', email: 'ada@example.com' },
      mission: { status: 'assigned' },
    });
  });

  it('tells whether a failed marketplace assignment can be retried, from its mission', async () => {
    const s = assignmentLog();
    const events = [s.taken(), s.uploaded(a), s.submitted(), s.queued(), s.decided('fail')];
    const store = await applyAll(assignmentsProjection, events);
    const missions = store.collection(MISSIONS_COLLECTION);
    const openAgain = async () =>
      (await pushesFor(assignmentsProjection, events[4] ?? s.taken(), store))[0]?.data;

    await missions.insertOne({ _id: 'ms-1', current_assignment_id: ID });
    expect(await openAgain()).toMatchObject({ state: 'failed', mission_open_again: false });
    await missions.updateOne({ _id: 'ms-1' }, { $set: { current_assignment_id: null } });
    expect(await openAgain()).toMatchObject({ mission_open_again: true });
    await missions.updateOne({ _id: 'ms-1' }, { $set: { current_assignment_id: 'as-other' } });
    expect(await openAgain()).toMatchObject({ mission_open_again: true });
  });
});
