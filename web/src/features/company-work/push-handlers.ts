import type { CompanyMissionsResponse } from '@morphic/contracts';
import type { PushHandlers } from '../../lib/realtime/push-handlers';
import { positionGate } from '../../lib/realtime/positions';
import { applyCompanyMission, withTaskJiraSync } from './company-missions-cache';
import { companyMissionsKey } from './queries';
import type { CompanyTasksFilter } from './task-filters';

export const companyWorkPushHandlers: PushHandlers = {
  // Each cached list (one per filter) takes the mission as its filter shows it.
  'company.mission.updated': (mission, { queryClient, position }) => {
    if (!positionGate.accept(`company-mission:${mission.id}`, position)) return;
    const lists = queryClient.getQueriesData<CompanyMissionsResponse>({
      queryKey: companyMissionsKey,
    });
    for (const [queryKey, list] of lists) {
      if (!list) continue;
      const filter = queryKey[companyMissionsKey.length] as CompanyTasksFilter;
      const outcome = applyCompanyMission(list, filter, mission);
      if (outcome.kind === 'updated') queryClient.setQueryData(queryKey, outcome.list);
      if (outcome.kind === 'refetch') void queryClient.invalidateQueries({ queryKey, exact: true });
    }
  },
  // Tasks linked to Jira, synced or failing: every cached list shows their new state.
  'company.tasks.jira': ({ tasks }, { queryClient, position }) => {
    const changed = tasks.filter(({ mission_id }) =>
      positionGate.accept(`company-task-jira:${mission_id}`, position),
    );
    if (changed.length === 0) return;
    queryClient.setQueriesData<CompanyMissionsResponse>({ queryKey: companyMissionsKey }, (list) =>
      list ? withTaskJiraSync(list, changed) : list,
    );
  },
};
