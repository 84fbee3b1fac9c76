import { z } from 'zod';
import { defineEvent } from '../envelope';

export const DifficultySchema = z.enum(['beginner', 'intermediate', 'advanced']);
export type Difficulty = z.infer<typeof DifficultySchema>;

export const MissionStatusSchema = z.enum(['open', 'assigned', 'submitted', 'validated', 'paid']);
export type MissionStatus = z.infer<typeof MissionStatusSchema>;

/** Skill name to weight 0..1. */
export const SkillVectorSchema = z.record(z.string(), z.number().min(0).max(1));

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
  }),
);

export const missionEvents = [MissionPosted] as const;
