import type { DomainEvent, EventData } from '@morphic/contracts/server';

/** Mission `m1` of the company northwind as its deciders' specs post it, without Jira. */
export const POSTED_MISSION: EventData<'MissionPosted'> = {
  mission_id: 'm1',
  title: 'Inspect pier lights',
  description: '',
  difficulty: 'intermediate',
  estimated_hours: '2',
  domain_tags: [],
  required_skill_vector: {},
  reward_amount: 300,
  reward_asset: 'USD',
  deadline_at: null,
  owner_operator_id: null,
  company_id: 'northwind',
};

/** The same mission imported from issue NW-7 of the Jira account `nw-jira`. */
export const IMPORTED_MISSION_POSTED: DomainEvent = {
  type: 'MissionPosted',
  data: { ...POSTED_MISSION, jira_key: 'NW-7', jira_account_id: 'nw-jira' },
};
