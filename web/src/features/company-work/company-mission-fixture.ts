import type { CompanyMissionsResponse, Mission } from '@morphic/contracts';

/** A company mission as the API answers it, for the web's unit tests. */
export const companyMission = (id: string, overrides: Partial<Mission> = {}): Mission => ({
  id,
  title: `Mission ${id}`,
  description: 'Do it.',
  status: 'open',
  jira_key: null,
  difficulty: 'intermediate',
  estimated_hours: '4-8 hours',
  required_skill_vector: {},
  reward_amount: 100,
  reward_asset: 'USD',
  deadline_at: null,
  created_at: '2025-03-01T09:00:00.000Z',
  domain_tags: [],
  assignments_count: 0,
  assignments: [],
  is_subtask: false,
  parent_id: null,
  parent_title: null,
  subtask_count: 0,
  subtask_titles: [],
  ...overrides,
});

/** A list of company missions, with a payment summary when given one. */
export const companyMissionList = (
  missions: Mission[],
  payment_summary?: CompanyMissionsResponse['payment_summary'],
): CompanyMissionsResponse => ({
  success: true,
  missions,
  jira_sync: {},
  ...(payment_summary ? { payment_summary } : {}),
});
