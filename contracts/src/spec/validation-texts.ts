import type { ValidationDecision } from '../missions/values';

/** The validator's decision form (spec 02 sections 5 and 9). */
export const VALIDATION_RULES = {
  scoreMin: 0,
  scoreMax: 1,
  defaultScore: 0.8,
  reportMaxLength: 10_000,
  /** `GET /api/validation/open?limit=`: the spec's 20 by default, never more than this. */
  openJobsMaxLimit: 100,
} as const;

/**
 * Texts of /validations, the claim and decide commands and the operator's decision
 * notification (spec 02 sections 2, 4, 5 and 8). The spec's own words where it gives them.
 */
export const VALIDATION_TEXTS = {
  // Spec 02 section 8, word for word.
  failedToClaim: 'Failed to claim job',
  decisionFailed: (reason: string) => `Failed: ${reason}`,
  // Spec 02 section 5: "a report text is described as required for all decisions".
  reportRequired: 'A report is required for every decision',

  // Server refusals the spec does not word.
  alreadyClaimed: 'This job has already been claimed.',
  ownWork: 'You cannot validate your own work.',
  jobNotFound: 'Validation job not found',
  noLongerOpen: 'This job is no longer open.',
  automatedJob: 'This job is validated automatically.',
  claimFirst: 'Claim this job before completing it.',
  notYourClaim: 'Only the validator who claimed this job can complete it.',
  alreadyCompleted: 'This job has already been completed.',
  decisionRequired: 'Choose a decision: pass, fail or needs review',
  scoreInvalid: 'Score must be a number from 0 to 1',
  reportTooLong: `Report must be at most ${VALIDATION_RULES.reportMaxLength} characters`,
  limitInvalid: `limit must be a whole number from 1 to ${VALIDATION_RULES.openJobsMaxLimit}`,
  claimed: 'Job claimed. Review the files and record your decision.',
  decisionRecorded: 'Decision recorded',

  // The operator's notification after a decision (type validation, priority high).
  notificationTitle: {
    pass: 'Submission validated',
    fail: 'Submission needs changes',
    needs_review: 'Under human review',
  } satisfies Record<ValidationDecision, string>,
  notificationMessage: (decision: ValidationDecision, title: string, scorePercent: string) =>
    decision === 'pass'
      ? `"${title}" passed validation with a quality score of ${scorePercent}.`
      : decision === 'fail'
        ? `"${title}" did not pass validation (quality score ${scorePercent}). Read the feedback and try again.`
        : `"${title}" was sent for human review. You will hear back once it is decided.`,
  creditsReason: (title: string) => `Validated: ${title}`,

  // Screens.
  pageTitle: 'Validations',
  pageSubtitle: 'Claim a submission, review its files, and record your decision.',
  openJobsTitle: 'Open jobs',
  openJobsHint: 'Submissions waiting for a peer validator, oldest first.',
  myJobsTitle: 'My jobs',
  myJobsHint: 'Jobs you claimed, with your decisions.',
  failedToLoadOpen: 'Failed to load open jobs',
  failedToLoadMine: 'Failed to load your jobs',
  noOpenJobs: 'No open jobs',
  noOpenJobsHint: 'New submissions appear here the moment they are queued.',
  noMyJobs: 'No claimed jobs yet',
  noMyJobsHint: 'Claim an open job to review it here.',
  claim: 'Claim',
  submittedBy: (handle: string) => `by @${handle}`,
  submittedAt: 'Submitted',
  claimedAt: 'Claimed',
  validatedAt: 'Decided',
  onboardingBadge: 'Onboarding',
  marketplaceBadge: 'Marketplace',
  files: 'Submitted files',
  noFiles: 'No files',
  download: 'Download',
  downloadFailed: 'Failed to download file',
  notes: 'Notes from the operator',
  noNotes: 'No notes.',
  statusLabels: {
    open: 'Open',
    claimed: 'In review',
    completed: 'Completed',
    withdrawn: 'Withdrawn',
  },
  withdrawnHint: 'The operator withdrew this submission.',
  decisionTitle: 'Your decision',
  decisionLabels: {
    pass: 'Pass',
    fail: 'Fail',
    needs_review: 'Needs review',
  } satisfies Record<ValidationDecision, string>,
  scoreLabel: 'Quality score (%)',
  scoreHint: 'From 0 to 100, one decimal; the operator sees the same percent.',
  scorePercentInvalid: 'Score must be a percent from 0 to 100',
  reportLabel: 'Report',
  reportPlaceholder: 'What works, what does not, and what to change',
  submitDecision: 'Submit decision',
  decisionShown: 'Decision',
  scoreShown: 'Score',
  reportShown: 'Report',
} as const;
