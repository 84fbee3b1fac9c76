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
  }),
);

export const missionEvents = [MissionPosted] as const;
