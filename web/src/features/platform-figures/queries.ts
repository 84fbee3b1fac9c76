import { queryOptions } from '@tanstack/react-query';
import { systemFiguresApi } from '../../lib/api/clients';
import { SESSION_SCOPE } from '../../lib/query-scopes';

const figuresKey = [...SESSION_SCOPE, 'admin', 'platform-figures'] as const;

/** Home's status panel: operators, companies, company reps, server uptime. */
export const homeFiguresQuery = () =>
  queryOptions({
    queryKey: [...figuresKey, 'home'],
    queryFn: ({ signal }) => systemFiguresApi.homeFigures({ signal }),
  });

export const rewardEconomyQuery = () =>
  queryOptions({
    queryKey: [...figuresKey, 'reward-economy'],
    queryFn: ({ signal }) => systemFiguresApi.rewardEconomy({ signal }),
  });

export const schedulerFiguresQuery = () =>
  queryOptions({
    queryKey: [...figuresKey, 'scheduler'],
    queryFn: ({ signal }) => systemFiguresApi.schedulerFigures({ signal }),
  });

export const clusterFiguresQuery = () =>
  queryOptions({
    queryKey: [...figuresKey, 'clusters'],
    queryFn: ({ signal }) => systemFiguresApi.clusterFigures({ signal }),
  });
