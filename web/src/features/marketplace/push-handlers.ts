import type { RecommendationsResponse, SessionUser } from '@morphic/contracts';
import type { PushHandlers } from '../../lib/realtime/push-handlers';
import { positionGate } from '../../lib/realtime/positions';
import { sessionUserKey } from '../session/session-actions';
import { marketplaceListsKey } from './queries';
import { applyBlocked, applyMissionUpdate, applyReputationUpdate } from './recommendations-cache';

export const marketplacePushHandlers: PushHandlers = {
  // A new mission is ranked with the caller's own score and search: refetch the lists.
  'mission.created': (_mission, { queryClient }) => {
    void queryClient.invalidateQueries({ queryKey: marketplaceListsKey });
  },
  'mission.updated': (mission, { queryClient, position }) => {
    if (!positionGate.accept(`mission:${mission.mission_id}`, position)) return;
    let refetch = false;
    queryClient.setQueriesData<RecommendationsResponse>(
      { queryKey: marketplaceListsKey },
      (list) => {
        if (!list) return list;
        const outcome = applyMissionUpdate(list, mission);
        if (outcome.kind === 'refetch') refetch = true;
        return outcome.kind === 'updated' ? outcome.list : list;
      },
    );
    if (refetch) void queryClient.invalidateQueries({ queryKey: marketplaceListsKey });
  },
  'company.reputation.updated': (reputation, { queryClient, position }) => {
    if (!positionGate.accept(`company-reputation:${reputation.company_id}`, position)) return;
    queryClient.setQueriesData<RecommendationsResponse>(
      { queryKey: marketplaceListsKey },
      (list) => (list ? applyReputationUpdate(list, reputation) : list),
    );
  },
  'marketplace.apply_blocked': (data, { queryClient }) => {
    const me = queryClient.getQueryData<SessionUser>(sessionUserKey);
    if (me && me.id !== data.operator_id) return;
    queryClient.setQueriesData<RecommendationsResponse>(
      { queryKey: marketplaceListsKey },
      (list) => (list ? applyBlocked(list, data.apply_blocked) : list),
    );
    // The refetch brings the blocked reason.
    void queryClient.invalidateQueries({ queryKey: marketplaceListsKey });
  },
};
