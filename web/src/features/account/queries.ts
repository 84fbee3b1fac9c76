import { queryOptions } from '@tanstack/react-query';
import { operatorsApi } from '../../lib/api/clients';
import { SESSION_SCOPE } from '../../lib/query-scopes';

/** An operator's record (GET /api/operators/{id}), cached as the record itself. */
export const operatorRecordQuery = (operatorId: string) =>
  queryOptions({
    queryKey: [...SESSION_SCOPE, 'operator', operatorId],
    queryFn: async ({ signal }) =>
      (await operatorsApi.record({ params: { id: operatorId }, signal })).operator,
  });
