import {
  STREAMS,
  VALIDATION_JOBS_COLLECTION,
  VALIDATION_JOB_OPERATORS_COLLECTION,
  VALIDATION_JOB_SOURCES_COLLECTION,
  ValidationJobDocSchema,
  ValidationJobSourceDocSchema,
  type EventData,
} from '@morphic/contracts/server';
import { ValidationJobSchema } from '@morphic/contracts';
import type { ProjectedEvent } from '../runtime/projection';
import { TestLog, parsedWith, project, pushesAfter, expectIdempotent } from '../testing/project';
import { validationJobsProjection } from './projection';

const ASSIGNMENT = 'as-1';
const ON_ASSIGNMENT = { streamId: STREAMS.assignment(ASSIGNMENT) };

const registered = (log: TestLog) =>
  log.event('OperatorRegistered', {
    operator_id: 'op-ada',
    username: 'ada',
    email: 'ada@example.com',
    full_name: 'Ada Lovelace',
    password_hash: '$argon2id$hash',
    role: 'operator',
    age: 36,
    education: 'masters',
    university: null,
    cohort: null,
    email_verified: true,
  });

const task = (overrides: Partial<EventData<'TaskTaken'>> = {}): EventData<'TaskTaken'> => ({
  assignment_id: ASSIGNMENT,
  operator_id: 'op-ada',
  source: 'mission',
  mission_id: 'ms-1',
  onboarding_task_id: null,
  skill: null,
  title: 'Battery anomaly detection',
  description: 'Find robots whose drain rate is anomalous.',
  reward_amount: 260,
  reward_asset: 'USD',
  domain_tags: ['data_science'],
  validator_kind: 'peer',
  deadline_at: null,
  message: null,
  ...overrides,
});

const file = (name: string) => ({
  saved_name: name.padEnd(64, '0'),
  original_name: `${name}.ipynb`,
  size: 2048,
  sha256: name.padEnd(64, '0'),
  content_type: 'application/x-ipynb+json',
});

const taken = (log: TestLog, overrides: Partial<EventData<'TaskTaken'>> = {}) =>
  log.event('TaskTaken', task(overrides), ON_ASSIGNMENT);
const uploaded = (log: TestLog, name: string) =>
  log.event('FileUploaded', { assignment_id: ASSIGNMENT, file: file(name) }, ON_ASSIGNMENT);
const removed = (log: TestLog, name: string) =>
  log.event(
    'FileRemoved',
    { assignment_id: ASSIGNMENT, saved_name: file(name).saved_name },
    ON_ASSIGNMENT,
  );
const submitted = (log: TestLog, entry: string, names: string[], notes = 'See the notebook.') =>
  log.event(
    'Submitted',
    {
      assignment_id: ASSIGNMENT,
      entry_id: entry,
      notes,
      saved_names: names.map((name) => file(name).saved_name),
    },
    ON_ASSIGNMENT,
  );
const queued = (log: TestLog, entry: string, kind: 'peer' | 'automated' = 'peer') =>
  log.event(
    'ValidationQueued',
    { assignment_id: ASSIGNMENT, entry_id: entry, validator_kind: kind },
    ON_ASSIGNMENT,
  );
const claimed = (log: TestLog, entry: string, validator = 'val-1') =>
  log.event(
    'ValidationClaimed',
    { assignment_id: ASSIGNMENT, entry_id: entry, validator_id: validator },
    { ...ON_ASSIGNMENT, metadata: { actorId: validator, actorRole: 'validator' } },
  );
const decided = (
  log: TestLog,
  entry: string,
  overrides: Partial<EventData<'Decided'>> = {},
): ProjectedEvent<'Decided'> =>
  log.event(
    'Decided',
    {
      assignment_id: ASSIGNMENT,
      entry_id: entry,
      decision: 'pass',
      validation_status: 'approved',
      score: 0.86,
      report: 'Clear method, good plots.',
      validator_id: 'val-1',
      validator_type: 'peer',
      ...overrides,
    },
    ON_ASSIGNMENT,
  );
const unsubmitted = (log: TestLog, entry: string) =>
  log.event('Unsubmitted', { assignment_id: ASSIGNMENT, entry_id: entry }, ON_ASSIGNMENT);

/** Ada takes a mission, uploads two files and submits them for peer validation. */
function queuedHistory(log = new TestLog()) {
  return [
    registered(log),
    taken(log),
    uploaded(log, 'a'),
    uploaded(log, 'b'),
    submitted(log, 'entry-1', ['a', 'b']),
    queued(log, 'entry-1'),
  ];
}

const jobsIn = (docs: Awaited<ReturnType<typeof project>>) =>
  docs[VALIDATION_JOBS_COLLECTION] ?? [];

describe('validation-jobs projection', () => {
  it('opens a job from ValidationQueued with the mission, the operator and the files', async () => {
    const events = queuedHistory();
    const docs = await project(validationJobsProjection, events);
    const at = (index: number) => events[index]?.metadata.at;

    expect(jobsIn(docs)).toEqual([
      {
        _id: 'entry-1',
        validation_entry_id: 'entry-1',
        assignment_id: ASSIGNMENT,
        is_onboarding: false,
        mission: {
          title: 'Battery anomaly detection',
          description: 'Find robots whose drain rate is anomalous.',
          domain_tags: ['data_science'],
        },
        operator: { id: 'op-ada', handle: 'ada' },
        validator_kind: 'peer',
        status: 'open',
        submitted_at: at(4),
        submission_files: [
          { ...file('a'), uploaded_at: at(2) },
          { ...file('b'), uploaded_at: at(3) },
        ],
        submission_notes: 'See the notebook.',
        claimed_by: null,
        claimed_at: null,
        decision: null,
        validation_status: null,
        validation_score: null,
        validation_feedback: null,
        validator_type: null,
        validated_at: null,
        updated_at: at(5),
        stream_revision: 4,
      },
    ]);
    expect(docs[VALIDATION_JOB_SOURCES_COLLECTION]).toEqual([
      {
        _id: ASSIGNMENT,
        operator_id: 'op-ada',
        operator_handle: 'ada',
        is_onboarding: false,
        mission: {
          title: 'Battery anomaly detection',
          description: 'Find robots whose drain rate is anomalous.',
          domain_tags: ['data_science'],
        },
        files: [
          { ...file('a'), uploaded_at: at(2) },
          { ...file('b'), uploaded_at: at(3) },
        ],
        submission: {
          entry_id: 'entry-1',
          notes: 'See the notebook.',
          saved_names: [file('a').saved_name, file('b').saved_name],
          submitted_at: at(4),
        },
        stream_revision: 3,
      },
    ]);
    expect(docs[VALIDATION_JOB_OPERATORS_COLLECTION]).toEqual([{ _id: 'op-ada', handle: 'ada' }]);
    expect(parsedWith(ValidationJobDocSchema, jobsIn(docs))).toEqual(jobsIn(docs));
    expect(
      parsedWith(ValidationJobSourceDocSchema, docs[VALIDATION_JOB_SOURCES_COLLECTION] ?? []),
    ).toEqual(docs[VALIDATION_JOB_SOURCES_COLLECTION]);
  });

  it('records the claim, then the decision with its score and report', async () => {
    const log = new TestLog();
    const events: ProjectedEvent[] = [...queuedHistory(log), claimed(log, 'entry-1')];
    events.push(decided(log, 'entry-1'));
    const docs = await project(validationJobsProjection, events);

    expect(jobsIn(docs)).toEqual([
      expect.objectContaining({
        status: 'completed',
        claimed_by: 'val-1',
        claimed_at: events[6]?.metadata.at,
        decision: 'pass',
        validation_status: 'approved',
        validation_score: 0.86,
        validation_feedback: 'Clear method, good plots.',
        validator_type: 'peer',
        validated_at: events[7]?.metadata.at,
        updated_at: events[7]?.metadata.at,
        stream_revision: 6,
      }),
    ]);
    expect(parsedWith(ValidationJobDocSchema, jobsIn(docs))).toEqual(jobsIn(docs));
  });

  it('withdraws the job when the operator unsubmits; the next submission opens a new job', async () => {
    const log = new TestLog();
    const events = [
      ...queuedHistory(log),
      claimed(log, 'entry-1'),
      unsubmitted(log, 'entry-1'),
      removed(log, 'b'),
      uploaded(log, 'c'),
      submitted(log, 'entry-2', ['a', 'c'], ''),
      queued(log, 'entry-2'),
    ];
    const docs = await project(validationJobsProjection, events);

    expect(
      jobsIn(docs).map((job) => [
        job._id,
        job['status'],
        job['claimed_by'],
        (job['submission_files'] as { original_name: string }[]).map((f) => f.original_name),
        job['submission_notes'],
      ]),
    ).toEqual([
      ['entry-1', 'withdrawn', 'val-1', ['a.ipynb', 'b.ipynb'], 'See the notebook.'],
      ['entry-2', 'open', null, ['a.ipynb', 'c.ipynb'], null],
    ]);
  });

  it('keeps an open job in step with files added or removed while it waits', async () => {
    const log = new TestLog();
    const events = [...queuedHistory(log), uploaded(log, 'c'), removed(log, 'a')];
    const docs = await project(validationJobsProjection, events);

    expect(jobsIn(docs)[0]).toMatchObject({
      status: 'open',
      submission_files: [
        { ...file('b'), uploaded_at: events[3]?.metadata.at },
        { ...file('c'), uploaded_at: events[6]?.metadata.at },
      ],
      stream_revision: 6,
    });
  });

  it('withdraws an active job when its assignment is released, and leaves a decided one', async () => {
    const log = new TestLog();
    const open = await project(validationJobsProjection, [
      ...queuedHistory(log),
      log.event(
        'AssignmentReleased',
        { assignment_id: ASSIGNMENT, reason: 'released' },
        ON_ASSIGNMENT,
      ),
    ]);
    expect(jobsIn(open)[0]).toMatchObject({ status: 'withdrawn' });

    const again = new TestLog();
    const decidedFirst = await project(validationJobsProjection, [
      ...queuedHistory(again),
      claimed(again, 'entry-1'),
      decided(again, 'entry-1', { decision: 'fail', validation_status: 'rejected', score: 0.3 }),
      again.event(
        'AssignmentReleased',
        { assignment_id: ASSIGNMENT, reason: 'released' },
        ON_ASSIGNMENT,
      ),
    ]);
    expect(jobsIn(decidedFirst)[0]).toMatchObject({ status: 'completed', decision: 'fail' });
  });

  it('marks an onboarding job and keeps automated jobs with their kind', async () => {
    const log = new TestLog();
    const docs = await project(validationJobsProjection, [
      registered(log),
      taken(log, { source: 'onboarding', mission_id: null, onboarding_task_id: 'ot-1' }),
      uploaded(log, 'a'),
      submitted(log, 'entry-1', ['a']),
      queued(log, 'entry-1', 'automated'),
    ]);
    expect(jobsIn(docs)[0]).toMatchObject({ is_onboarding: true, validator_kind: 'automated' });
  });

  it('is idempotent: each event twice, the log replayed, or any event re-applied later', async () => {
    const log = new TestLog();
    const events = [
      ...queuedHistory(log),
      claimed(log, 'entry-1'),
      unsubmitted(log, 'entry-1'),
      removed(log, 'b'),
      submitted(log, 'entry-2', ['a']),
      queued(log, 'entry-2'),
      uploaded(log, 'c'),
      claimed(log, 'entry-2', 'val-2'),
      decided(log, 'entry-2', {
        validator_id: 'val-2',
        decision: 'needs_review',
        validation_status: 'needs_review',
      }),
    ];

    const once = await expectIdempotent(validationJobsProjection, events);
    expect(jobsIn(once).map((job) => [job._id, job['status']])).toEqual([
      ['entry-1', 'withdrawn'],
      ['entry-2', 'completed'],
    ]);
  });

  describe('pushes', () => {
    it('announces a queued peer job to every validator', async () => {
      const pushes = await pushesAfter(validationJobsProjection, queuedHistory());
      expect(pushes).toEqual([
        {
          rooms: ['validation-jobs'],
          message: 'validation.job.opened',
          data: expect.objectContaining({ validation_entry_id: 'entry-1', status: 'open' }),
        },
      ]);
      expect(ValidationJobSchema.parse(pushes[0]?.data)).toEqual(pushes[0]?.data);
    });

    it('keeps automated jobs off the validators’ lists', async () => {
      const log = new TestLog();
      const events: ProjectedEvent[] = [
        registered(log),
        taken(log, { validator_kind: 'automated' }),
        uploaded(log, 'a'),
        submitted(log, 'entry-1', ['a']),
        queued(log, 'entry-1', 'automated'),
      ];
      expect(await pushesAfter(validationJobsProjection, events)).toEqual([]);
      events.push(decided(log, 'entry-1', { validator_id: null, validator_type: 'automated' }));
      expect(await pushesAfter(validationJobsProjection, events)).toEqual([]);
    });

    it('closes a claimed job on the board and sends it to its claimer', async () => {
      const log = new TestLog();
      const pushes = await pushesAfter(validationJobsProjection, [
        ...queuedHistory(log),
        claimed(log, 'entry-1'),
      ]);
      expect(pushes).toEqual([
        {
          rooms: ['validation-jobs'],
          message: 'validation.job.closed',
          data: { validation_entry_id: 'entry-1', reason: 'claimed' },
        },
        {
          rooms: ['user:val-1'],
          message: 'validation.job.updated',
          data: expect.objectContaining({ status: 'claimed', claimed_by: 'val-1' }),
        },
      ]);
    });

    it('sends the decision to the claimer', async () => {
      const log = new TestLog();
      const pushes = await pushesAfter(validationJobsProjection, [
        ...queuedHistory(log),
        claimed(log, 'entry-1'),
        decided(log, 'entry-1'),
      ]);
      expect(pushes).toEqual([
        {
          rooms: ['user:val-1'],
          message: 'validation.job.updated',
          data: expect.objectContaining({
            status: 'completed',
            decision: 'pass',
            validation_score: 0.86,
          }),
        },
      ]);
    });

    it('closes a withdrawn job, telling its claimer if it had one', async () => {
      const log = new TestLog();
      const open = await pushesAfter(validationJobsProjection, [
        ...queuedHistory(log),
        unsubmitted(log, 'entry-1'),
      ]);
      expect(open).toEqual([
        {
          rooms: ['validation-jobs'],
          message: 'validation.job.closed',
          data: { validation_entry_id: 'entry-1', reason: 'withdrawn' },
        },
      ]);

      const again = new TestLog();
      const inReview = await pushesAfter(validationJobsProjection, [
        ...queuedHistory(again),
        claimed(again, 'entry-1'),
        unsubmitted(again, 'entry-1'),
      ]);
      expect(inReview.map((push) => [push.rooms, push.message])).toEqual([
        [['validation-jobs'], 'validation.job.closed'],
        [['user:val-1'], 'validation.job.updated'],
      ]);
    });

    it('re-announces an open job whose files changed, and tells the claimer of a claimed one', async () => {
      const log = new TestLog();
      const open = await pushesAfter(validationJobsProjection, [
        ...queuedHistory(log),
        uploaded(log, 'c'),
      ]);
      expect(open).toEqual([
        {
          rooms: ['validation-jobs'],
          message: 'validation.job.opened',
          data: expect.objectContaining({
            submission_files: [
              expect.objectContaining({ original_name: 'a.ipynb' }),
              expect.objectContaining({ original_name: 'b.ipynb' }),
              expect.objectContaining({ original_name: 'c.ipynb' }),
            ],
          }),
        },
      ]);

      const again = new TestLog();
      const inReview = await pushesAfter(validationJobsProjection, [
        ...queuedHistory(again),
        claimed(again, 'entry-1'),
        removed(again, 'a'),
      ]);
      expect(inReview.map((push) => [push.rooms, push.message])).toEqual([
        [['user:val-1'], 'validation.job.updated'],
      ]);
    });
  });
});
