import { z } from 'zod';
import { defineEvent } from '../envelope';
import {
  DifficultySchema,
  MissionStatusSchema,
  SkillVectorSchema,
  SubmissionFileSchema,
} from './values';

/** The fields of a mission an admin edits on the mission analysis screen (spec 03 "Mission edit"). */
export const AdminMissionChangesSchema = z
  .object({
    title: z.string(),
    description: z.string(),
    domain_tags: z.array(z.string()),
    required_skill_vector: SkillVectorSchema,
    difficulty: DifficultySchema,
    difficulty_b: z.number(),
    discrimination_a: z.number(),
    complexity_c: z.number(),
    reward_amount: z.number().min(0),
    reward_asset: z.string(),
    deadline_at: z.iso.datetime().nullable(),
    requires_vetted: z.boolean(),
  })
  .partial();

/** An admin edited the mission; `changes` holds only what differs. */
export const MissionEditedByAdmin = defineEvent(
  'MissionEditedByAdmin',
  z.object({ mission_id: z.string(), changes: AdminMissionChangesSchema }),
);

/**
 * An admin set the mission's status from the console (any status, spec 03 section 4). Open
 * lets it go back to the marketplace and frees it from the assignment that held it; any other
 * status takes it off the marketplace. The work of the mission moves it on from there.
 */
export const MissionStatusSetByAdmin = defineEvent(
  'MissionStatusSetByAdmin',
  z.object({
    mission_id: z.string(),
    status: MissionStatusSchema,
    /** The assignment that held the mission when it was set open (it no longer does). */
    released_assignment_id: z.string().nullable(),
  }),
);

/** Why an admin uploaded files from the mission analysis screen. */
export const AdminUploadPurposeSchema = z.enum(['upload_test', 'jira_test', 'assignment']);

/**
 * An admin uploaded files to a mission (the upload tests) or to an assignment, on a stream of
 * their own (`admin-upload-<id>`). The files stay private to admins: only the admin analysis
 * lists them.
 */
export const AdminFilesUploaded = defineEvent(
  'AdminFilesUploaded',
  z.object({
    upload_id: z.string(),
    purpose: AdminUploadPurposeSchema,
    mission_id: z.string().nullable(),
    assignment_id: z.string().nullable(),
    files: z.array(SubmissionFileSchema).min(1),
  }),
);

export const missionAdminEvents = [
  MissionEditedByAdmin,
  MissionStatusSetByAdmin,
  AdminFilesUploaded,
] as const;
