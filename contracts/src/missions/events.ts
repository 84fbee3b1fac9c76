import { z } from 'zod';
import { defineEvent } from '../envelope';
import { DifficultySchema, SkillVectorSchema } from './values';

export const MissionPosted = defineEvent(
  'MissionPosted',
  z.object({
    mission_id: z.string(),
    title: z.string(),
    description: z.string(),
    difficulty: DifficultySchema,
    estimated_hours: z.string(),
    domain_tags: z.array(z.string()),
    required_skill_vector: SkillVectorSchema,
    reward_amount: z.number().min(0),
    reward_asset: z.string(),
    deadline_at: z.iso.datetime().nullable(),
    owner_operator_id: z.string().nullable(),
    company_id: z.string().nullable(),
    /** Set for a mission imported from a Jira issue: the issue and the account it came from. */
    jira_key: z.string().optional(),
    jira_account_id: z.string().optional(),
    /** Item-response parameters an admin sets on the console's create form (spec 03 section 5). */
    difficulty_b: z.number().optional(),
    discrimination_a: z.number().optional(),
    complexity_c: z.number().optional(),
    /** Only vetted operators may take it. */
    requires_vetted: z.boolean().optional(),
    /** Set for a subtask: the mission (of the same company) it is part of. */
    parent_id: z.string().optional(),
  }),
);

/** What the mission says changed at its source (its Jira issue was edited). */
export const MissionDetailsChanged = defineEvent(
  'MissionDetailsChanged',
  z.object({
    mission_id: z.string(),
    changes: z
      .object({
        title: z.string(),
        description: z.string(),
        domain_tags: z.array(z.string()),
        reward_amount: z.number().min(0),
        deadline_at: z.iso.datetime().nullable(),
      })
      .partial(),
    source: z.enum(['jira']),
  }),
);

/** The mission left the platform: nobody can take it any more (its company or Jira account was deleted). */
export const MissionWithdrawn = defineEvent(
  'MissionWithdrawn',
  z.object({
    mission_id: z.string(),
    reason: z.enum(['company_deleted', 'jira_account_deleted', 'admin_deleted']),
  }),
);

/**
 * A mission posted for a company, listed on the company's missions stream
 * (`companymissions-<id>`) in the same append as its `MissionPosted`: deleting the company
 * withdraws the missions listed here.
 */
export const CompanyMissionListed = defineEvent(
  'CompanyMissionListed',
  z.object({ company_id: z.string(), mission_id: z.string() }),
);

/** The company was deleted: no mission is posted for it any more. */
export const CompanyMissionsClosed = defineEvent(
  'CompanyMissionsClosed',
  z.object({ company_id: z.string(), mission_ids: z.array(z.string()) }),
);

export const missionEvents = [
  MissionPosted,
  MissionWithdrawn,
  MissionDetailsChanged,
  CompanyMissionListed,
  CompanyMissionsClosed,
] as const;
