import { ASSIGNMENTS_COLLECTION, type AssignmentDoc } from '@morphic/contracts/server';
import { ROOMS, type EventMetadata, type ValidationLog } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { updateOnce } from '../runtime/once-per-revision';
import { defineProjection, type ProjectedEvent, type Push } from '../runtime/projection';
import { assignmentViews, assignmentsOf } from './views';

/** What `change` reads of an event of the assignment's stream. */
interface AssignmentStreamEvent {
  readonly data: { readonly assignment_id: string };
  readonly revision: bigint;
  readonly metadata: EventMetadata;
}

type Changes = Partial<Omit<AssignmentDoc, '_id' | 'stream_revision' | 'updated_at'>>;

/**
 * An event of the assignment's own stream changes its document once: applied again, it would
 * turn a later change back (a file removed after it was uploaded, say).
 */
function change<E extends AssignmentStreamEvent>(
  changes: (doc: AssignmentDoc, event: E) => Changes,
): (event: E, store: ReadStore) => Promise<void> {
  return async (event, store) => {
    const assignments = assignmentsOf(store);
    const doc = await assignments.findOne({ _id: event.data.assignment_id });
    if (!doc) return;
    await updateOnce(assignments, { _id: doc._id }, event, {
      $set: { ...changes(doc, event), updated_at: event.metadata.at },
    });
  };
}

const logged = (doc: AssignmentDoc, entry: ValidationLog): ValidationLog[] => [
  ...(doc.validation_logs ?? []),
  entry,
];

/** No current validation: the assignment is editable again. */
const withoutValidation: Changes = {
  entry_id: null,
  validation_status: null,
  validator_id: null,
  quality_score: null,
  validation_feedback: null,
  submitted_at: null,
  validated_at: null,
};

/** The assignment as the API shows it, to its operator, whoever watches it and the console. */
async function updatedPush(store: ReadStore, assignmentId: string): Promise<Push[]> {
  const doc = await assignmentsOf(store).findOne({ _id: assignmentId });
  if (!doc) return [];
  const [assignment] = await assignmentViews(store, [doc]);
  if (!assignment) return [];
  return [
    {
      // The console's operator analysis (admins and founders) follows every assignment live.
      rooms: [
        ROOMS.user(doc.operator_id),
        ROOMS.assignment(doc._id),
        ROOMS.role('admin'),
        ROOMS.role('founder'),
      ],
      message: 'assignment.updated',
      data: assignment,
    },
  ];
}

/** Every change of an assignment is pushed whole, as `assignment.updated`. */
const pushAssignment = ({ data }: { data: { assignment_id: string } }, store: ReadStore) =>
  updatedPush(store, data.assignment_id);

/** Each operator's assignments (My Tasks, the submission pages, the validator's view). */
export const assignmentsProjection = defineProjection({
  name: 'assignments',
  version: 1,
  collections: [ASSIGNMENTS_COLLECTION],
  setup: async (store) => {
    await assignmentsOf(store).createIndex({ keys: { operator_id: 1, created_at: -1 } });
  },
  apply: {
    // An admin's onboarding reset drops the operator's onboarding assignments from their lists.
    OnboardingReset: async ({ data }, store) => {
      await assignmentsOf(store).deleteMany({ _id: { $in: data.assignment_ids } });
    },
    TaskTaken: async ({ data, metadata, revision }, store) => {
      // Applied again after later changes, the creation must not turn them back.
      if (await assignmentsOf(store).findOne({ _id: data.assignment_id })) return;
      await assignmentsOf(store).insertOne({
        _id: data.assignment_id,
        operator_id: data.operator_id,
        state: 'accepted',
        source: data.source,
        is_onboarding: data.source === 'onboarding',
        mission_id: data.mission_id,
        onboarding_task_id: data.onboarding_task_id,
        skill: data.skill,
        mission: {
          title: data.title,
          description: data.description,
          domain_tags: data.domain_tags,
          reward_amount: data.reward_amount,
          reward_asset: data.reward_asset,
          onboarding_skill: data.skill,
        },
        submission_files: [],
        submission_notes: null,
        entry_id: null,
        validation_status: null,
        validator_kind: data.validator_kind,
        validator_id: null,
        quality_score: null,
        validation_feedback: null,
        questions: [],
        decision_due_at: data.deadline_at,
        submitted_at: null,
        validated_at: null,
        created_at: metadata.at,
        updated_at: metadata.at,
        validation_logs: [],
        stream_revision: Number(revision),
      });
    },
    FileUploaded: change((doc, { data, metadata }: ProjectedEvent<'FileUploaded'>) => ({
      submission_files: [
        ...doc.submission_files.filter((f) => f.saved_name !== data.file.saved_name),
        { ...data.file, uploaded_at: metadata.at },
      ],
    })),
    FileRemoved: change((doc, { data }: ProjectedEvent<'FileRemoved'>) => ({
      submission_files: doc.submission_files.filter((f) => f.saved_name !== data.saved_name),
    })),
    Submitted: change((_doc, { data, metadata }: ProjectedEvent<'Submitted'>) => ({
      ...withoutValidation,
      state: 'submitted',
      entry_id: data.entry_id,
      submission_notes: data.notes || null,
      submitted_at: metadata.at,
    })),
    ValidationQueued: change((doc, { data, metadata }: ProjectedEvent<'ValidationQueued'>) => ({
      validation_status: 'pending',
      validator_kind: data.validator_kind,
      validation_logs: logged(doc, { timestamp: metadata.at, status: 'pending', message: null }),
    })),
    Unsubmitted: change((doc, { metadata }: ProjectedEvent<'Unsubmitted'>) => ({
      ...withoutValidation,
      state: 'accepted',
      validation_logs: logged(doc, { timestamp: metadata.at, status: 'withdrawn', message: null }),
    })),
    AssignmentReleased: change<ProjectedEvent<'AssignmentReleased'>>(() => ({
      state: 'released',
    })),
    AssignmentRetried: change<ProjectedEvent<'AssignmentRetried'>>(() => ({
      ...withoutValidation,
      state: 'accepted',
    })),
    ValidationClaimed: change((doc, { data, metadata }: ProjectedEvent<'ValidationClaimed'>) => ({
      validation_status: 'validating',
      validator_id: data.validator_id,
      validation_logs: logged(doc, { timestamp: metadata.at, status: 'validating', message: null }),
    })),
    Decided: change((doc, { data, metadata }: ProjectedEvent<'Decided'>) => ({
      state:
        data.decision === 'pass' ? 'validated' : data.decision === 'fail' ? 'failed' : doc.state,
      validation_status: data.validation_status,
      quality_score: data.score,
      validation_feedback: data.report || null,
      validator_id: data.validator_id,
      validator_kind: data.validator_type,
      validated_at: metadata.at,
      validation_logs: logged(doc, {
        timestamp: metadata.at,
        status: data.validation_status,
        message: data.report || null,
      }),
    })),
    QuestionAsked: change((doc, { data, metadata }: ProjectedEvent<'QuestionAsked'>) => ({
      questions: [...doc.questions, { timestamp: metadata.at, question: data.question }],
    })),
  },
  pushes: {
    TaskTaken: pushAssignment,
    FileUploaded: pushAssignment,
    FileRemoved: pushAssignment,
    Submitted: pushAssignment,
    ValidationQueued: pushAssignment,
    Unsubmitted: pushAssignment,
    AssignmentReleased: pushAssignment,
    AssignmentRetried: pushAssignment,
    ValidationClaimed: pushAssignment,
    Decided: pushAssignment,
    QuestionAsked: pushAssignment,
  },
});
