import { z } from 'zod';
import { CompanyReputationSchema } from './reputation-api';

/** One document per company that has posted a mission: its reputation figures. */
export const COMPANY_REPUTATION_COLLECTION = 'company_reputation';
export const CompanyReputationDocSchema = CompanyReputationSchema.extend({ _id: z.string() });
export type CompanyReputationDoc = z.infer<typeof CompanyReputationDocSchema>;

/**
 * The reputation projection's record of each company mission: its deadline now and whether it
 * was ever extended or cancelled. Kept per mission stream, so each event counts once.
 */
export const REPUTATION_MISSIONS_COLLECTION = 'company_reputation_missions';
export const ReputationMissionDocSchema = z.object({
  /** The mission's stream (`mission-<id>`). */
  _id: z.string(),
  company_id: z.string(),
  deadline_at: z.string().nullable(),
  deadline_extended: z.boolean(),
  deadline_cancelled: z.boolean(),
  /** Revision of the last event of the mission's stream applied here (re-application guard). */
  stream_revision: z.number(),
});
export type ReputationMissionDoc = z.infer<typeof ReputationMissionDocSchema>;

/** One submission of an assignment: when it was made and, once decided pass or fail, how. */
export const ReputationSubmissionSchema = z.object({
  entry_id: z.string(),
  submitted_at: z.string(),
  decision: z.enum(['pass', 'fail']).nullable(),
  decided_at: z.string().nullable(),
});
export type ReputationSubmission = z.infer<typeof ReputationSubmissionSchema>;

/**
 * The reputation projection's record of each assignment of a company mission, with its
 * submissions. Kept per assignment stream, so each submission and decision counts once.
 */
export const REPUTATION_ASSIGNMENTS_COLLECTION = 'company_reputation_assignments';
export const ReputationAssignmentDocSchema = z.object({
  /** The assignment's stream (`assignment-<id>`). */
  _id: z.string(),
  company_id: z.string(),
  submissions: z.array(ReputationSubmissionSchema),
  /** Revision of the last event of the assignment's stream applied here. */
  stream_revision: z.number(),
});
export type ReputationAssignmentDoc = z.infer<typeof ReputationAssignmentDocSchema>;
