import { ADMIN_OPERATORS_PAGE_SIZE, type AdminOperatorsQuery } from '@morphic/contracts';
import { queryOptions } from '@tanstack/react-query';
import { adminApi } from '../../lib/api/clients';
import { SESSION_SCOPE } from '../../lib/query-scopes';
import {
  ALL_COMPANIES,
  ALL_COMPANY_REPS,
  adminCompaniesQuery,
  adminCompanyRepsQuery,
} from '../companies-console/queries';
import {
  FIRST_AUDIT_LOGS,
  FIRST_SECURITY_LOGS,
  auditLogsQuery,
  securityLogsQuery,
} from '../audit-console/queries';
import { adminConversationsQuery } from '../internal-messages/queries';
import { predictionStatsQuery } from '../prediction-stats/queries';
import { FIRST_MISSIONS_PAGE, adminMissionsQuery } from '../missions-console/queries';
import {
  clusterFiguresQuery,
  homeFiguresQuery,
  rewardEconomyQuery,
  schedulerFiguresQuery,
} from '../platform-figures/queries';
import { adminSettingsQuery } from '../settings/queries';
import { algorithmConfigQuery, algorithmDocsQuery } from '../algorithms-console/queries';
import { onboardingBankQuery } from '../onboarding-bank/queries';
import { projectionsOverviewQuery } from '../system-health/queries';
import type { SystemTab } from './system-tabs';

export const OPERATORS_PAGE_SIZE = 20;

/** The Operators tab as it opens: no search, every role, the first page. */
export const FIRST_OPERATORS_PAGE = {
  q: '',
  role: 'all',
  page: 1,
  page_size: OPERATORS_PAGE_SIZE,
} as const satisfies AdminOperatorsQuery;

/** One page of the admins' operator list (search, role filter, page). */
export const adminOperatorsQuery = (query: AdminOperatorsQuery) =>
  queryOptions({
    queryKey: [...SESSION_SCOPE, 'admin', 'operators', query],
    queryFn: ({ signal }) => adminApi.operators({ query, signal }),
  });

/** The Admins or Validators tab as it opens: every founder or validator, unsearched. */
export const staffListQuery = (role: 'founder' | 'validator') =>
  ({
    q: '',
    role,
    page_size: ADMIN_OPERATORS_PAGE_SIZE.max,
  }) as const satisfies AdminOperatorsQuery;

/** What a System console tab shows as it opens, for the route to load ahead. */
export function systemTabQueries(tab: SystemTab) {
  switch (tab) {
    case 'operators':
      return [adminOperatorsQuery(FIRST_OPERATORS_PAGE)];
    case 'companies':
      return [adminCompaniesQuery(ALL_COMPANIES)];
    case 'company-reps':
      return [adminCompanyRepsQuery(ALL_COMPANY_REPS), adminCompaniesQuery(ALL_COMPANIES)];
    case 'tasks':
      return [adminMissionsQuery(FIRST_MISSIONS_PAGE)];
    case 'notifications':
      return [adminConversationsQuery()];
    case 'audit-logs':
      return [auditLogsQuery(FIRST_AUDIT_LOGS)];
    case 'security-logs':
      return [securityLogsQuery(FIRST_SECURITY_LOGS)];
    case 'prediction-stats':
      return [predictionStatsQuery()];
    case 'settings':
      return [adminSettingsQuery()];
    case 'cluster-insights':
      return [clusterFiguresQuery()];
    case 'scheduler':
      return [schedulerFiguresQuery()];
    case 'reward-economy':
      return [rewardEconomyQuery()];
    case 'system-health':
      return [projectionsOverviewQuery()];
    case 'home':
      return [homeFiguresQuery()];
    case 'admins':
      return [adminOperatorsQuery(staffListQuery('founder'))];
    case 'validators':
      return [adminOperatorsQuery(staffListQuery('validator'))];
    case 'algorithms':
      return [algorithmConfigQuery(), algorithmDocsQuery()];
    case 'onboarding':
      return [onboardingBankQuery()];
    case 'data-export':
      return [];
  }
}
