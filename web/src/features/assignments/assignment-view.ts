import type { Assignment, AssignmentState, ValidationStatus } from '@morphic/contracts';

const OPEN_STATES: readonly AssignmentState[] = ['proposed', 'accepted'];
const UNSUBMIT_STATUSES: readonly (ValidationStatus | null)[] = ['pending', 'validating'];

/** What the submission page offers for an assignment in its current state (spec 02 section 4). */
export interface SubmissionActions {
  readonly upload: boolean;
  readonly removeFiles: boolean;
  readonly submit: boolean;
  readonly unsubmit: boolean;
  readonly release: boolean;
  readonly retry: boolean;
  /** A failed marketplace assignment whose mission is back in the marketplace. */
  readonly reapply: boolean;
  readonly askQuestion: boolean;
}

const NOTHING: SubmissionActions = {
  upload: false,
  removeFiles: false,
  submit: false,
  unsubmit: false,
  release: false,
  retry: false,
  reapply: false,
  askQuestion: false,
};

/**
 * What the viewer may do: only the operator who holds the assignment acts on it; anyone else
 * allowed to open it (an admin, a founder) reads it.
 */
export function submissionActions(assignment: Assignment, viewerId: string): SubmissionActions {
  if (assignment.operator.id !== viewerId) return NOTHING;
  const { state, is_onboarding: onboarding } = assignment;
  const open = OPEN_STATES.includes(state);
  const failedMarketplace = state === 'failed' && !onboarding;
  return {
    // Submitted files are with the validators: the page changes them only after an unsubmit,
    // although the API, as spec 02 allows, still takes uploads while submitted.
    upload: open,
    removeFiles: open || state === 'failed',
    submit: open,
    unsubmit: state === 'submitted' && UNSUBMIT_STATUSES.includes(assignment.validation_status),
    release: !onboarding && (open || (failedMarketplace && !assignment.mission_open_again)),
    retry: failedMarketplace && !assignment.mission_open_again,
    reapply: failedMarketplace && assignment.mission_open_again,
    askQuestion: state !== 'released',
  };
}
