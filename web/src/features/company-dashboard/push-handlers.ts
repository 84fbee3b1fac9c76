import type { CompanyOverviewResponse, SessionUser } from '@morphic/contracts';
import type { PushHandlers } from '../../lib/realtime/push-handlers';
import { sessionUserKey } from '../session/session-actions';
import { companyOverviewKey, companyRepKey } from './queries';

export const companyDashboardPushHandlers: PushHandlers = {
  // An admin changed the company: the dashboard and the navigation unlock (or lock) in place.
  'company.updated': (company, { queryClient }) => {
    queryClient.setQueryData<CompanyOverviewResponse>(companyOverviewKey, (overview) =>
      overview ? { ...overview, company } : overview,
    );
    queryClient.setQueryData<SessionUser>(sessionUserKey, (user) =>
      user ? { ...user, company_status: company.status } : user,
    );
  },
  // An admin edited the representative (role, permissions): their badges follow.
  'account.updated': (account, { queryClient }) => {
    if (account.permissions !== undefined) {
      void queryClient.invalidateQueries({ queryKey: companyRepKey });
    }
  },
  // A mission moved: the counts on the stat cards move with it.
  'company.mission.updated': (_mission, { queryClient }) => {
    void queryClient.invalidateQueries({ queryKey: companyOverviewKey });
  },
};
