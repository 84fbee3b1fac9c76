import {
  MISSION_STATUSES_OF_FILTER,
  type CompanyMissionsResponse,
  type Mission,
  type TaskJiraSyncPush,
} from '@morphic/contracts';
import type { CompanyTasksFilter } from './task-filters';

/** What a pushed mission does to one cached list of the company's missions. */
export type CompanyMissionOutcome =
  | { readonly kind: 'unchanged' }
  | { readonly kind: 'updated'; readonly list: CompanyMissionsResponse }
  /** The payment summary moved: only the server sums it. */
  | { readonly kind: 'refetch' };

export const listsMission = (filter: CompanyTasksFilter, mission: Mission): boolean =>
  filter === 'all' || MISSION_STATUSES_OF_FILTER[filter].includes(mission.status);

const owesOrPaid = (mission: Mission | undefined): boolean =>
  mission?.status === 'validated' || mission?.status === 'paid';

/** Newest first, as the server lists them. */
const byCreatedDesc = (a: Mission, b: Mission): number => b.created_at.localeCompare(a.created_at);

/**
 * The mission takes its place in a list with this filter: replaced where listed, added when it
 * now matches (new, or moved into the filter), dropped when it no longer matches. A list with
 * a payment summary is refetched when the mission is or was owed or paid.
 */
export function applyCompanyMission(
  list: CompanyMissionsResponse,
  filter: CompanyTasksFilter,
  mission: Mission,
): CompanyMissionOutcome {
  const listed = list.missions.find((item) => item.id === mission.id);
  if (list.payment_summary && (owesOrPaid(mission) || owesOrPaid(listed))) {
    return { kind: 'refetch' };
  }
  const others = list.missions.filter((item) => item.id !== mission.id);
  if (!listsMission(filter, mission)) {
    return listed
      ? { kind: 'updated', list: { ...list, missions: others } }
      : { kind: 'unchanged' };
  }
  const missions = listed
    ? list.missions.map((item) => (item.id === mission.id ? mission : item))
    : [...others, mission].sort(byCreatedDesc);
  return { kind: 'updated', list: { ...list, missions } };
}

/** The list with these tasks' Jira links as pushed (a task not listed yet keeps its entry ready). */
export function withTaskJiraSync(
  list: CompanyMissionsResponse,
  tasks: TaskJiraSyncPush['tasks'],
): CompanyMissionsResponse {
  const jira_sync = { ...list.jira_sync };
  for (const { mission_id, jira_sync: sync } of tasks) jira_sync[mission_id] = sync;
  return { ...list, jira_sync };
}
