import { ROOMS, toValidationJob, type ValidationJobClosedReason } from '@morphic/contracts';
import {
  VALIDATION_JOBS_COLLECTION,
  VALIDATION_JOB_OPERATORS_COLLECTION,
  VALIDATION_JOB_SOURCES_COLLECTION,
  type ValidationJobDoc,
  type ValidationJobOperatorDoc,
  type ValidationJobSourceDoc,
} from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import { updateManyOnce, updateOnce } from '../runtime/once-per-revision';
import { applyOnboardingReset, applyOperatorDeleted } from './operator-removal';
import { defineProjection, type ProjectedEvent, type Push } from '../runtime/projection';

const jobsOf = (store: ReadStore) => store.collection<ValidationJobDoc>(VALIDATION_JOBS_COLLECTION);
const sourcesOf = (store: ReadStore) =>
  store.collection<ValidationJobSourceDoc>(VALIDATION_JOB_SOURCES_COLLECTION);
const operatorsOf = (store: ReadStore) =>
  store.collection<ValidationJobOperatorDoc>(VALIDATION_JOB_OPERATORS_COLLECTION);

/** A job still waiting for, or under, a validator's decision. */
const ACTIVE = { $in: ['open', 'claimed'] };

type SourceChange = (source: ValidationJobSourceDoc) => Partial<ValidationJobSourceDoc>;

/**
 * Changes the assignment's source document once per event of its stream. Returns the new
 * document, or null when nothing changed.
 */
async function changeSource(
  store: ReadStore,
  assignmentId: string,
  event: ProjectedEvent,
  change: SourceChange,
): Promise<ValidationJobSourceDoc | null> {
  const source = await sourcesOf(store).findOne({ _id: assignmentId });
  if (!source) return null;
  const fields = change(source);
  const applied = await updateOnce(sourcesOf(store), { _id: assignmentId }, event, {
    $set: fields,
  });
  if (applied.matchedCount === 0) return null;
  return { ...source, ...fields, stream_revision: Number(event.revision) };
}

/** Sets fields of the jobs the filter names, once per assignment-stream revision. */
async function changeJobs(
  store: ReadStore,
  filter: Record<string, unknown>,
  event: ProjectedEvent,
  fields: Partial<ValidationJobDoc>,
): Promise<void> {
  await updateManyOnce(jobsOf(store), filter, event, {
    $set: { ...fields, updated_at: event.metadata.at },
  });
}

/** The files a submission holds now: uploads and removals while it is open reach its job. */
async function applyFilesChanged(
  event: ProjectedEvent<'FileUploaded' | 'FileRemoved'>,
  store: ReadStore,
  change: SourceChange,
): Promise<void> {
  const source = await changeSource(store, event.data.assignment_id, event, change);
  if (!source) return;
  await changeJobs(store, { assignment_id: event.data.assignment_id, status: ACTIVE }, event, {
    submission_files: source.files,
  });
}

const opened = (job: ValidationJobDoc): Push => ({
  rooms: [ROOMS.validationJobs],
  message: 'validation.job.opened',
  data: toValidationJob(job),
});

const closed = (job: ValidationJobDoc, reason: ValidationJobClosedReason): Push => ({
  rooms: [ROOMS.validationJobs],
  message: 'validation.job.closed',
  data: { validation_entry_id: job.validation_entry_id, reason },
});

const updatedForClaimer = (job: ValidationJobDoc): Push[] =>
  job.claimed_by
    ? [
        {
          rooms: [ROOMS.user(job.claimed_by)],
          message: 'validation.job.updated',
          data: toValidationJob(job),
        },
      ]
    : [];

/** Peer jobs only: automated ones never reach a validator's lists. */
const isPeer = (job: ValidationJobDoc): boolean => job.validator_kind === 'peer';

/** A withdrawn job leaves the open list and tells its claimer. */
const withdrawnPushes = (job: ValidationJobDoc): Push[] =>
  isPeer(job) ? [closed(job, 'withdrawn'), ...updatedForClaimer(job)] : [];

/** The pushes of a job whose files changed: the open list, or its claimer. */
function filesChangedPushes(job: ValidationJobDoc): Push[] {
  if (!isPeer(job)) return [];
  return job.status === 'open' ? [opened(job)] : updatedForClaimer(job);
}

/** The jobs of an assignment that this event changed (pushes read the model after applying). */
const jobsChangedBy = (store: ReadStore, assignmentId: string, event: ProjectedEvent) =>
  jobsOf(store).find({ assignment_id: assignmentId, stream_revision: Number(event.revision) });

/**
 * The validation jobs (spec 02 section 3, "Validation job"): one per submission, named by its
 * entry id, open from ValidationQueued, claimed by one validator, completed by a decision, and
 * withdrawn when the operator unsubmits. The mission, the operator's handle and the files come
 * from the assignment's earlier events, kept in this projection's own working collections.
 */
export const validationJobsProjection = defineProjection({
  name: 'validation-jobs',
  version: 1,
  collections: [
    VALIDATION_JOBS_COLLECTION,
    VALIDATION_JOB_SOURCES_COLLECTION,
    VALIDATION_JOB_OPERATORS_COLLECTION,
  ],
  setup: async (store) => {
    await jobsOf(store).createIndex({ keys: { status: 1, submitted_at: 1 } });
    await jobsOf(store).createIndex({ keys: { claimed_by: 1, claimed_at: -1 } });
    await jobsOf(store).createIndex({ keys: { assignment_id: 1 } });
  },
  apply: {
    OperatorRegistered: async ({ data }, store) => {
      if (await operatorsOf(store).findOne({ _id: data.operator_id })) return;
      await operatorsOf(store).insertOne({ _id: data.operator_id, handle: data.username });
    },
    OperatorDeleted: applyOperatorDeleted,
    OnboardingReset: applyOnboardingReset,
    TaskTaken: async ({ data, revision }, store) => {
      if (await sourcesOf(store).findOne({ _id: data.assignment_id })) return;
      const operator = await operatorsOf(store).findOne({ _id: data.operator_id });
      await sourcesOf(store).insertOne({
        _id: data.assignment_id,
        operator_id: data.operator_id,
        operator_handle: operator?.handle ?? null,
        is_onboarding: data.source === 'onboarding',
        mission: {
          title: data.title,
          description: data.description,
          domain_tags: data.domain_tags,
        },
        files: [],
        submission: null,
        stream_revision: Number(revision),
      });
    },
    FileUploaded: (event, store) =>
      applyFilesChanged(event, store, (source) => ({
        files: [
          ...source.files.filter((file) => file.saved_name !== event.data.file.saved_name),
          { ...event.data.file, uploaded_at: event.metadata.at },
        ],
      })),
    FileRemoved: (event, store) =>
      applyFilesChanged(event, store, (source) => ({
        files: source.files.filter((file) => file.saved_name !== event.data.saved_name),
      })),
    Submitted: async (event, store) => {
      const { data, metadata } = event;
      await changeSource(store, data.assignment_id, event, () => ({
        submission: {
          entry_id: data.entry_id,
          notes: data.notes,
          saved_names: data.saved_names,
          submitted_at: metadata.at,
        },
      }));
    },
    ValidationQueued: async ({ data, metadata, revision }, store) => {
      if (await jobsOf(store).findOne({ _id: data.entry_id })) return;
      const source = await sourcesOf(store).findOne({ _id: data.assignment_id });
      const submission = source?.submission;
      if (!source || !submission || submission.entry_id !== data.entry_id) return;
      const submitted = new Set(submission.saved_names);
      await jobsOf(store).insertOne({
        _id: data.entry_id,
        validation_entry_id: data.entry_id,
        assignment_id: data.assignment_id,
        is_onboarding: source.is_onboarding,
        mission: source.mission,
        operator: { id: source.operator_id, handle: source.operator_handle },
        validator_kind: data.validator_kind,
        status: 'open',
        submitted_at: submission.submitted_at,
        submission_files: source.files.filter((file) => submitted.has(file.saved_name)),
        submission_notes: submission.notes || null,
        claimed_by: null,
        claimed_at: null,
        decision: null,
        validation_status: null,
        validation_score: null,
        validation_feedback: null,
        validator_type: null,
        validated_at: null,
        updated_at: metadata.at,
        stream_revision: Number(revision),
      });
    },
    ValidationClaimed: (event, store) =>
      changeJobs(store, { _id: event.data.entry_id, status: 'open' }, event, {
        status: 'claimed',
        claimed_by: event.data.validator_id,
        claimed_at: event.metadata.at,
      }),
    Decided: (event, store) =>
      changeJobs(store, { _id: event.data.entry_id, status: ACTIVE }, event, {
        status: 'completed',
        decision: event.data.decision,
        validation_status: event.data.validation_status,
        validation_score: event.data.score,
        validation_feedback: event.data.report,
        validator_type: event.data.validator_type,
        validated_at: event.metadata.at,
      }),
    Unsubmitted: (event, store) =>
      changeJobs(store, { _id: event.data.entry_id, status: ACTIVE }, event, {
        status: 'withdrawn',
      }),
    AssignmentReleased: (event, store) =>
      changeJobs(store, { assignment_id: event.data.assignment_id, status: ACTIVE }, event, {
        status: 'withdrawn',
      }),
  },
  pushes: {
    ValidationQueued: async (event, store) => {
      const job = await jobsOf(store).findOne({ _id: event.data.entry_id });
      return job && job.status === 'open' && isPeer(job) ? [opened(job)] : [];
    },
    FileUploaded: async (event, store) =>
      (await jobsChangedBy(store, event.data.assignment_id, event)).flatMap(filesChangedPushes),
    FileRemoved: async (event, store) =>
      (await jobsChangedBy(store, event.data.assignment_id, event)).flatMap(filesChangedPushes),
    ValidationClaimed: async (event, store) => {
      const job = await jobsOf(store).findOne({ _id: event.data.entry_id });
      if (!job || !isPeer(job)) return [];
      return [closed(job, 'claimed'), ...updatedForClaimer(job)];
    },
    Decided: async (event, store) => {
      const job = await jobsOf(store).findOne({ _id: event.data.entry_id });
      if (!job || !isPeer(job)) return [];
      return job.claimed_by ? updatedForClaimer(job) : [closed(job, 'completed')];
    },
    Unsubmitted: async (event, store) => {
      const job = await jobsOf(store).findOne({ _id: event.data.entry_id });
      return job && job.status === 'withdrawn' ? withdrawnPushes(job) : [];
    },
    AssignmentReleased: async (event, store) =>
      (await jobsChangedBy(store, event.data.assignment_id, event))
        .filter((job) => job.status === 'withdrawn')
        .flatMap(withdrawnPushes),
  },
});
