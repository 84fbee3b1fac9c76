import { z } from 'zod';
import { DifficultySchema, MissionStatusSchema, SkillVectorSchema } from './events';

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
  created_at: z.string(),
});
export type MissionDoc = z.infer<typeof MissionDocSchema>;
