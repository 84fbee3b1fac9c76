import { z } from 'zod';
import { JiraAttachmentViewSchema } from '../companies/jira-attachments';
import { AdminUploadPurposeSchema } from './admin-events';
import {
  AssignmentStateSchema,
  DifficultySchema,
  MissionStatusSchema,
  SkillVectorSchema,
  SubmissionFileSchema,
} from './values';

export const MISSIONS_COLLECTION = 'missions';

export const MissionDocSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  status: MissionStatusSchema,
  difficulty: DifficultySchema,
  estimated_hours: z.string(),
  domain_tags: z.array(z.string()),
  required_skill_vector: SkillVectorSchema,
  reward_amount: z.number(),
  reward_asset: z.string(),
  deadline_at: z.string().nullable(),
  owner_operator_id: z.string().nullable(),
  company_id: z.string().nullable(),
  /** The Jira issue the mission was imported from, and its account (absent: not from Jira). */
  jira_key: z.string().optional(),
  jira_account_id: z.string().optional(),
  /** Why the last push to its Jira issue failed for good (cleared by the next that works). */
  jira_push_error: z.string().nullable().optional(),
  /** A person's move of its issue in Jira the mission refused, and why (cleared by a later move). */
  jira_refusal: z.string().nullable().optional(),
  /** Files people attached to its issue in Jira, oldest first (absent: none). */
  jira_attachments: z.array(JiraAttachmentViewSchema).optional(),
  assignments_count: z.number(),
  /** Every assignment the mission has had, oldest first. */
  assignments: z.array(
    z.object({
      id: z.string(),
      state: AssignmentStateSchema,
      quality_score: z.number().nullable(),
    }),
  ),
  /** The assignment that holds the mission now; null while it is open. */
  current_assignment_id: z.string().nullable(),
  /** Revision of the last event of the mission's own stream applied here (re-application guard). */
  stream_revision: z.number(),
  created_at: z.string(),
  /** Set when the mission was withdrawn (its company deleted): lists and takes skip it. */
  withdrawn_at: z.string().optional(),
  /** Set on the console's create form (absent: the mission came from elsewhere). */
  difficulty_b: z.number().optional(),
  discrimination_a: z.number().optional(),
  complexity_c: z.number().optional(),
  requires_vetted: z.boolean().optional(),
  /** A subtask's parent mission and its title (absent: a top-level mission). */
  parent_id: z.string().optional(),
  parent_title: z.string().optional(),
  /** The mission's own subtasks that are not withdrawn, oldest first (absent: none yet). */
  subtasks: z.array(z.object({ id: z.string(), title: z.string() })).optional(),
  /**
   * The status an admin set while no assignment holds the mission (null once the mission's work
   * moves on: a take or a reopening).
   */
  admin_status: MissionStatusSchema.nullable().optional(),
});
export type MissionDoc = z.infer<typeof MissionDocSchema>;

/**
 * The missions projection's own map from an assignment to its mission, with the assignment's
 * state as the mission's list shows it.
 */
export const MISSION_ASSIGNMENTS_COLLECTION = 'mission_assignments';
export const MissionAssignmentDocSchema = z.object({
  _id: z.string(),
  mission_id: z.string(),
  state: AssignmentStateSchema,
  quality_score: z.number().nullable(),
  assigned_at: z.string(),
  /** Revision of the last assignment-stream event applied here; -1 before any. */
  stream_revision: z.number(),
});
export type MissionAssignmentDoc = z.infer<typeof MissionAssignmentDocSchema>;

/** Who holds each operator's work slot (one unsubmitted assignment at most). */
export const WORK_SLOTS_COLLECTION = 'work_slots';
export const WorkSlotDocSchema = z.object({
  _id: z.string(),
  assignment_id: z.string().nullable(),
  /** Revision of the last event of the `workslot-<operatorId>` stream applied here. */
  stream_revision: z.number(),
});
export type WorkSlotDoc = z.infer<typeof WorkSlotDocSchema>;

/** Files an admin uploaded (mission upload tests, an assignment's files), one document each time. */
export const ADMIN_UPLOADS_COLLECTION = 'admin_uploads';
export const AdminUploadDocSchema = z.object({
  _id: z.string(),
  purpose: AdminUploadPurposeSchema,
  mission_id: z.string().nullable(),
  assignment_id: z.string().nullable(),
  files: z.array(SubmissionFileSchema),
  uploaded_by: z.string().nullable(),
  uploaded_at: z.string(),
});
export type AdminUploadDoc = z.infer<typeof AdminUploadDocSchema>;
