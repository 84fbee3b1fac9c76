import { queryOptions } from '@tanstack/react-query';
import { systemLogsApi } from '../../lib/api/clients';
import { SESSION_SCOPE } from '../../lib/query-scopes';

export const predictionStatsQuery = () =>
  queryOptions({
    queryKey: [...SESSION_SCOPE, 'admin', 'prediction-stats'],
    queryFn: ({ signal }) => systemLogsApi.predictionStats({ signal }),
  });
