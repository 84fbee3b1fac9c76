import type { ReputationAssignmentDoc, ReputationMissionDoc } from '@morphic/contracts/server';
import type { Evolve } from '../runtime/stream-projection';

type MissionEvolve<T extends 'MissionPosted' | 'MissionDetailsChanged' | 'MissionWithdrawn'> =
  Evolve<ReputationMissionDoc, T>;
type AssignmentEvolve<T extends 'TaskTaken' | 'Submitted' | 'Unsubmitted' | 'Decided'> = Evolve<
  ReputationAssignmentDoc,
  T
>;

const later = (next: string, current: string): boolean => Date.parse(next) > Date.parse(current);

/** How each event of a mission's stream changes its record; a mission without company has none. */
export const evolveMission: {
  readonly MissionPosted: MissionEvolve<'MissionPosted'>;
  readonly MissionDetailsChanged: MissionEvolve<'MissionDetailsChanged'>;
  readonly MissionWithdrawn: MissionEvolve<'MissionWithdrawn'>;
} = {
  MissionPosted: (_record, { data }) =>
    data.company_id === null
      ? null
      : {
          company_id: data.company_id,
          deadline_at: data.deadline_at,
          deadline_extended: false,
          deadline_cancelled: false,
        },
  // A deadline added where there was none, or brought forward, is neither extended nor cancelled.
  MissionDetailsChanged: (record, { data }) => {
    const next = data.changes.deadline_at;
    if (!record || next === undefined) return null;
    const current = record.deadline_at;
    return {
      ...record,
      deadline_at: next,
      deadline_extended:
        record.deadline_extended || (current !== null && next !== null && later(next, current)),
      deadline_cancelled: record.deadline_cancelled || (current !== null && next === null),
    };
  },
  MissionWithdrawn: (record) => record && { ...record, deadline_cancelled: true },
};

/** A new assignment's record, once its mission is known to be the company's. */
export const assignmentTaken =
  (companyId: string): AssignmentEvolve<'TaskTaken'> =>
  () => ({ company_id: companyId, submissions: [] });

/**
 * How each later event of an assignment's stream changes its record: a submission starts the
 * clock, a pass or fail stops it, and a submission withdrawn before its decision is forgotten.
 */
export const evolveAssignment: {
  readonly Submitted: AssignmentEvolve<'Submitted'>;
  readonly Unsubmitted: AssignmentEvolve<'Unsubmitted'>;
  readonly Decided: AssignmentEvolve<'Decided'>;
} = {
  Submitted: (record, { data, metadata }) =>
    record && {
      ...record,
      submissions: [
        ...record.submissions,
        { entry_id: data.entry_id, submitted_at: metadata.at, decision: null, decided_at: null },
      ],
    },
  Unsubmitted: (record, { data }) =>
    record && {
      ...record,
      submissions: record.submissions.filter(
        (submission) => submission.entry_id !== data.entry_id || submission.decision !== null,
      ),
    },
  Decided: (record, { data, metadata }) => {
    const { decision } = data;
    if (!record || decision === 'needs_review') return null;
    return {
      ...record,
      submissions: record.submissions.map((submission) =>
        submission.entry_id === data.entry_id && submission.decision === null
          ? { ...submission, decision, decided_at: metadata.at }
          : submission,
      ),
    };
  },
};
