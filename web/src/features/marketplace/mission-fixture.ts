import type { MarketplaceMission } from '@morphic/contracts';

/** A marketplace mission as the API answers it, for the web's unit tests. */
export const mission = (
  id: string,
  overrides: Partial<MarketplaceMission> = {},
): MarketplaceMission => ({
  mission_id: id,
  id,
  title: `Mission ${id}`,
  description: 'Do it.',
  status: 'open',
  difficulty: 'beginner',
  estimated_hours: '4-8 hours',
  deadline_at: null,
  skills: [],
  required_skill_vector: {},
  reward_amount: 100,
  reward_asset: 'USD',
  domain_tags: [],
  region: null,
  subtask_count: 0,
  subtask_titles: [],
  requires_vetted: false,
  assignments_count: 0,
  created_at: '2025-03-01T09:00:00.000Z',
  company_reputation: null,
  ...overrides,
});
