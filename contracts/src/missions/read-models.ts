import { z } from 'zod';
import {
  AssignmentStateSchema,
  DifficultySchema,
  MissionStatusSchema,
  SkillVectorSchema,
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
